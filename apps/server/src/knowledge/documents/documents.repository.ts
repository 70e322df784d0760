import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  knowledgeDocuments as d,
  knowledgePassages as p,
  knowledgeSources as s,
  users,
  type StoredDocumentFormat,
} from '../../db/schema/index.js';
import { storePassages } from '../passages/passages.repository.js';
import type { NewPassage } from '../passages/passages.repository.js';

/** What a document is, as the admin gave it and as its file turned out. */
interface DocumentFacts {
  title: string;
  /** As the admin wrote them. */
  topics: string[];
  /** The same, normalised (topicKey), as retrieval matches them. */
  topicKeys: string[];
  fileName: string;
  format: StoredDocumentFormat;
  bytes: number;
  pages: number | null;
}

/** A document as the Sources tab lists it. */
export interface StoredDocument extends DocumentFacts {
  sourceId: number;
  passageCount: number;
  /** The passages that read like instructions to an AI (decision 044), in reading order. */
  instructionLikePassages: string[];
  uploadedAt: Date;
  /** The uploader's username; null once that account is gone. */
  uploadedBy: string | null;
}

export interface NewDocument extends DocumentFacts {
  /** The file's SHA-256 in hex: the same file is one document. */
  sha256: string;
  uploadedBy: number;
}

export interface DocumentPassage {
  ordinal: number;
  sectionPath: string;
  body: string;
  page: number | null;
  instructionLike: boolean;
}

const passageCount = count(p.id);
const instructionLikePassages = sql<
  string[]
>`coalesce(array_agg(${p.body} order by ${p.ordinal}) filter (where ${p.instructionLike}), '{}')`;

/** Uploaded documents (D19): each a source of kind 'document' with its passages and its file's facts. */
export class DocumentsRepository {
  constructor(private readonly db: Database) {}

  async list(): Promise<StoredDocument[]> {
    return this.select().orderBy(desc(d.uploadedAt), desc(d.sourceId));
  }

  async byId(sourceId: number): Promise<StoredDocument | null> {
    const [row] = await this.select().where(eq(d.sourceId, sourceId));
    return row ?? null;
  }

  /** The document already stored from the same file, if any. */
  async bySha256(sha256: string): Promise<StoredDocument | null> {
    const [row] = await this.select().where(and(eq(s.kind, 'document'), eq(s.externalKey, sha256)));
    return row ?? null;
  }

  /**
   * Stores the document, its source and every passage in one transaction: a failure stores none of them,
   * and the documents already there are untouched.
   */
  async add(document: NewDocument, passages: readonly NewPassage[]): Promise<number> {
    return this.db.transaction(async (tx) => {
      const [source] = await tx
        .insert(s)
        .values({
          kind: 'document',
          title: document.title,
          externalKey: document.sha256,
          topicKeys: document.topicKeys,
        })
        .returning({ id: s.id });
      if (!source) throw new Error('storing a document source returned no row');
      await tx.insert(d).values({
        sourceId: source.id,
        fileName: document.fileName,
        format: document.format,
        bytes: document.bytes,
        pages: document.pages,
        topics: document.topics,
        uploadedBy: document.uploadedBy,
      });
      await storePassages(tx, source.id, passages);
      return source.id;
    });
  }

  async passages(sourceId: number): Promise<DocumentPassage[]> {
    return this.db
      .select({
        ordinal: p.ordinal,
        sectionPath: p.sectionPath,
        body: p.body,
        page: p.page,
        instructionLike: p.instructionLike,
      })
      .from(p)
      .where(eq(p.sourceId, sourceId))
      .orderBy(asc(p.ordinal));
  }

  /** Deletes the document's source; its passages and file facts go with it (cascade). */
  async remove(sourceId: number): Promise<boolean> {
    const deleted = await this.db
      .delete(s)
      .where(and(eq(s.id, sourceId), eq(s.kind, 'document')))
      .returning({ id: s.id });
    return deleted.length > 0;
  }

  /** Every document's source id and normalised topics, for matching a learner's topic. */
  async topicIndex(): Promise<{ sourceId: number; topicKeys: string[] }[]> {
    return this.db.select({ sourceId: s.id, topicKeys: s.topicKeys }).from(s).where(eq(s.kind, 'document'));
  }

  private select() {
    return this.db
      .select({
        sourceId: d.sourceId,
        title: s.title,
        topics: d.topics,
        topicKeys: s.topicKeys,
        fileName: d.fileName,
        format: d.format,
        bytes: d.bytes,
        pages: d.pages,
        passageCount,
        instructionLikePassages,
        uploadedAt: d.uploadedAt,
        uploadedBy: users.username,
      })
      .from(d)
      .innerJoin(s, eq(s.id, d.sourceId))
      .leftJoin(p, eq(p.sourceId, d.sourceId))
      .leftJoin(users, eq(users.id, d.uploadedBy))
      .groupBy(d.sourceId, s.id, users.id)
      .$dynamic();
  }
}
