import { withStatements } from '../statements/passage-statements.js';
import { createHash } from 'node:crypto';
import { RefreshingCache } from '../../lib/refreshing-cache.js';
import { sectionPassages } from '../passages/section-passages.js';
import { topicKey } from '../topic-key.js';
import { DocumentRejected } from './document-rejected.js';
import { extractDocument, type DocumentLimits, type ExtractedDocument } from './document-text.js';
import type { DocumentPassage, DocumentsRepository, StoredDocument } from './documents.repository.js';
import { readsLikeInstructionsToAnAi } from './instruction-like.js';
import { documentServesTopic } from './topic-match.js';

/** How long another instance's upload or delete may take to reach this one's retrieval. */
const TOPIC_INDEX_MAX_AGE_MS = 30_000;

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
  /** Which documents serve which topics, read on every chat message: kept, and read again when it changes. */
  private readonly topicIndex: RefreshingCache<{ sourceId: number; topicKeys: string[] }[]>;

  constructor(private readonly options: DocumentLibraryOptions) {
    this.extract = options.extract ?? extractDocument;
    this.topicIndex = new RefreshingCache(() => options.repository.topicIndex(), TOPIC_INDEX_MAX_AGE_MS);
  }

  /** Reads and stores a document; a file that cannot be taught from is refused and nothing is stored. */
  async add(upload: DocumentUpload): Promise<StoredDocument> {
    const { repository, limits } = this.options;
    const sha256 = createHash('sha256').update(upload.bytes).digest('hex');
    const existing = await repository.bySha256(sha256);
    if (existing) throw new DuplicateDocument(existing);
    const extracted = await this.extract(upload.fileName, upload.bytes, limits);
    // Flagged, not dropped: every source reaches a model as quoted data already, and the admin decides.
    const passages = sectionPassages(upload.title, extracted.sections).map((passage) => ({
      ...passage,
      instructionLike: readsLikeInstructionsToAnAi(passage.body),
    }));
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
      await withStatements(passages, upload.title),
    );
    this.topicIndex.invalidate();
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

  async remove(sourceId: number): Promise<boolean> {
    const removed = await this.options.repository.remove(sourceId);
    this.topicIndex.invalidate();
    return removed;
  }

  /** The documents filed under a topic that the learner's topic holds, as source ids. */
  async sourcesServing(learnerTopic: string): Promise<number[]> {
    const index = await this.topicIndex.get();
    return index
      .filter((entry) => documentServesTopic(entry.topicKeys, learnerTopic))
      .map((entry) => entry.sourceId);
  }

  /** How many documents there are, for the admin's settings. */
  async count(): Promise<number> {
    return (await this.topicIndex.get()).length;
  }
}
