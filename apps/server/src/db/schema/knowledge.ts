import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { StoredStatements } from '../../knowledge/statements/statement.js';
import { users } from './users.js';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Where a passage comes from (D19). */
export const KNOWLEDGE_SOURCE_KINDS = ['wikipedia', 'document', 'wordnet', 'session'] as const;
export type KnowledgeSourceKind = (typeof KNOWLEDGE_SOURCE_KINDS)[number];

/**
 * The named sources a coach may state facts from (D19): a Wikipedia article, an uploaded document, a
 * WordNet entry, a learner's session. Each is shown with its citation, so it keeps what a citation needs:
 * title, link, licence and when it was fetched.
 */
export const knowledgeSources = pgTable(
  'knowledge_sources',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<KnowledgeSourceKind>().notNull(),
    title: text('title').notNull(),
    url: text('url'),
    licenceName: text('licence_name'),
    licenceUrl: text('licence_url'),
    /**
     * What identifies the source where it came from, whatever its revision: for Wikipedia the wiki's host
     * and the page id (`en.wikipedia.org:24544`), so that a renamed article is still the same source.
     */
    externalKey: text('external_key').notNull(),
    /** The version stored (Wikipedia's revision id): a refresh that finds the same one keeps the passages. */
    revision: text('revision'),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
    /** The learners' topics (normalised) this source was fetched for, so a topic's next session finds it. */
    topicKeys: text('topic_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('knowledge_sources_external_key_idx').on(t.kind, t.externalKey),
    index('knowledge_sources_topic_keys_idx').using('gin', t.topicKeys),
    check(
      'knowledge_sources_kind',
      sql.raw(`kind in (${KNOWLEDGE_SOURCE_KINDS.map((kind) => `'${kind}'`).join(', ')})`),
    ),
  ],
);

/**
 * A few sentences of a source, found by full-text search (D19): headings weigh most (A), the body least (D),
 * ranked with ts_rank_cd's weights '{0.1,0.2,0.4,1.0}'.
 */
export const knowledgePassages = pgTable(
  'knowledge_passages',
  {
    id: serial('id').primaryKey(),
    sourceId: integer('source_id')
      .notNull()
      .references(() => knowledgeSources.id, { onDelete: 'cascade' }),
    /** Its place in the source, from 0. */
    ordinal: integer('ordinal').notNull(),
    /**
     * The source's title, then the headings above the passage, joined by ' › '. The title is part of it so
     * that every passage of an article matches the article's own words, as a heading would.
     */
    sectionPath: text('section_path').notNull(),
    body: text('body').notNull(),
    /** What each of its sentences asserts, read when it was stored (issue 37); null when stored before. */
    statements: jsonb('statements').$type<StoredStatements>(),
    /** The PDF page it starts on, from 1; null for a source without pages (an article, Markdown, text). */
    page: integer('page'),
    /**
     * Whether it reads like instructions to an AI (decision 044): kept and taught from, as quoted data like every
     * source, but shown to the admin as a warning.
     */
    instructionLike: boolean('instruction_like').notNull().default(false),
    tsv: tsvector('tsv')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`setweight(to_tsvector('english', section_path), 'A') || setweight(to_tsvector('english', body), 'D')`,
      ),
  },
  (t) => [
    uniqueIndex('knowledge_passages_source_ordinal_idx').on(t.sourceId, t.ordinal),
    // No pending list (decision 014): PGlite has no autovacuum, and a bulk-stored article would be scanned row by row.
    index('knowledge_passages_tsv_idx').using('gin', t.tsv).with({ fastupdate: false }),
  ],
);

/** What an uploaded document was made from (D19): the file an admin added, and the topics it serves. */
export const DOCUMENT_FORMATS = ['markdown', 'text', 'pdf'] as const;
export type StoredDocumentFormat = (typeof DOCUMENT_FORMATS)[number];

/**
 * A document an admin uploaded, beside its source row (kind 'document'), which holds its title and passages.
 * The source's external key is the file's SHA-256, so the same file is not added twice.
 */
export const knowledgeDocuments = pgTable(
  'knowledge_documents',
  {
    sourceId: integer('source_id')
      .primaryKey()
      .references(() => knowledgeSources.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    format: text('format').$type<StoredDocumentFormat>().notNull(),
    bytes: integer('bytes').notNull(),
    pages: integer('pages'),
    /** The topics as the admin wrote them; the source's topic_keys holds them normalised, for retrieval. */
    topics: text('topics').array().notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [
    check(
      'knowledge_documents_format',
      sql.raw(`format in (${DOCUMENT_FORMATS.map((f) => `'${f}'`).join(', ')})`),
    ),
  ],
);
