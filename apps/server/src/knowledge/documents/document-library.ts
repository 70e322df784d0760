import { createHash } from 'node:crypto';
import { sectionPassages } from '../passages/section-passages.js';
import { topicKey } from '../topic-key.js';
import { DocumentRejected } from './document-rejected.js';
import { extractDocument, type DocumentLimits, type ExtractedDocument } from './document-text.js';
import type { DocumentPassage, DocumentsRepository, StoredDocument } from './documents.repository.js';
import { documentServesTopic } from './topic-match.js';

export interface DocumentUpload {
  title: string;
  /** As the admin wrote them; at least one. */
  topics: string[];
  fileName: string;
  bytes: Uint8Array;
  uploadedBy: number;
}

/** The same file is already a document: adding it again would only double its passages in every answer. */
export class DuplicateDocument extends Error {
  constructor(readonly existing: StoredDocument) {
    super(`The same file is already a document: “${existing.title}”.`);
  }
}

export interface DocumentLibraryOptions {
  repository: DocumentsRepository;
  limits: DocumentLimits;
  /** Reads a file's text; the real one parses PDFs in a worker thread. */
  extract?: (fileName: string, bytes: Uint8Array, limits: DocumentLimits) => Promise<ExtractedDocument>;
}

/**
 * The documents an admin adds (D19): read into passages under their headings, stored whole or not at all,
 * and retrieved first for the learners' topics they are filed under.
 */
export class DocumentLibrary {
  private readonly extract;

  constructor(private readonly options: DocumentLibraryOptions) {
    this.extract = options.extract ?? extractDocument;
  }

  /** Reads and stores a document; a file that cannot be taught from is refused and nothing is stored. */
  async add(upload: DocumentUpload): Promise<StoredDocument> {
    const { repository, limits } = this.options;
    const sha256 = createHash('sha256').update(upload.bytes).digest('hex');
    const existing = await repository.bySha256(sha256);
    if (existing) throw new DuplicateDocument(existing);
    const extracted = await this.extract(upload.fileName, upload.bytes, limits);
    const passages = sectionPassages(upload.title, extracted.sections);
    if (passages.length === 0) {
      throw new DocumentRejected(`“${upload.fileName}” has no sentences to teach from.`);
    }
    const sourceId = await repository.add(
      {
        title: upload.title,
        topics: upload.topics,
        topicKeys: [...new Set(upload.topics.map(topicKey).filter((key) => key.length > 0))],
        fileName: upload.fileName,
        format: extracted.format,
        bytes: upload.bytes.byteLength,
        pages: extracted.pages,
        sha256,
        uploadedBy: upload.uploadedBy,
      },
      passages,
    );
    const stored = await repository.byId(sourceId);
    if (!stored) throw new Error(`document ${sourceId} was stored but cannot be read back`);
    return stored;
  }

  list(): Promise<StoredDocument[]> {
    return this.options.repository.list();
  }

  byId(sourceId: number): Promise<StoredDocument | null> {
    return this.options.repository.byId(sourceId);
  }

  passages(sourceId: number): Promise<DocumentPassage[]> {
    return this.options.repository.passages(sourceId);
  }

  remove(sourceId: number): Promise<boolean> {
    return this.options.repository.remove(sourceId);
  }

  /** The documents filed under a topic that the learner's topic holds, as source ids. */
  async sourcesServing(learnerTopic: string): Promise<number[]> {
    const index = await this.options.repository.topicIndex();
    return index
      .filter((entry) => documentServesTopic(entry.topicKeys, learnerTopic))
      .map((entry) => entry.sourceId);
  }

  /** How many documents there are, for the admin's settings. */
  async count(): Promise<number> {
    return (await this.options.repository.topicIndex()).length;
  }
}
