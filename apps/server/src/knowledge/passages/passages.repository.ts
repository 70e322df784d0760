import { qualified } from '../../db/qualified-column.js';
import { and, asc, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  assessmentSessions,
  knowledgePassages as p,
  knowledgeSources as s,
  type KnowledgeSourceKind,
} from '../../db/schema/index.js';
import { otherNumberVariant } from './word-forms.js';
import type { StoredStatements } from '../statements/statement.js';

/** A source as stored, with what a citation needs. */
export interface StoredSource {
  id: number;
  kind: KnowledgeSourceKind;
  title: string;
  url: string | null;
  licenceName: string | null;
  licenceUrl: string | null;
  externalKey: string;
  revision: string | null;
  fetchedAt: Date;
}

export type NewSource = Omit<StoredSource, 'id'> & {
  /** The topic it is stored for; kept beside those it was stored for before. */
  topicKey: string;
};

export interface NewPassage {
  sectionPath: string;
  body: string;
  /** Its statements, read at indexing (issue 37). */
  statements?: StoredStatements;
  /** The page it starts on, for a source with pages (a PDF). */
  page?: number | null;
  /** Whether it reads like instructions to an AI (decision 044), for the admin's warning. */
  instructionLike?: boolean;
}

export interface SourcePassage {
  sourceId: number;
  sectionPath: string;
  body: string;
}

export interface PassageSearch {
  /** The learner's words, in web-search syntax ("quoted phrase", or, -word). */
  query: string;
  limit: number;
  kinds?: readonly KnowledgeSourceKind[];
  sourceIds?: readonly number[];
  /**
   * 'all' (the default) finds passages with every word; 'any' with at least one, for a question that no
   * passage answers whole. 'any' reads the words only, not the search syntax.
   */
  match?: 'all' | 'any';
  /** Passages already found, left out. */
  excludeIds?: readonly number[];
}

export interface FoundPassage {
  id: number;
  ordinal: number;
  sectionPath: string;
  body: string;
  statements: StoredStatements | null;
  /** The page it starts on, for a source with pages; null otherwise. */
  page: number | null;
  /** ts_rank_cd with normalisation 1|32: between 0 and 1, higher is better. */
  score: number;
  source: StoredSource;
}

/**
 * Weights of D, C, B and A, in that order: a word in a heading (A) counts ten times one in the body (D).
 * Normalisation 1 divides by 1 + log(length) so long passages do not win by size; 32 maps the rank into 0..1.
 */
const RANK = sql.raw(`'{0.1,0.2,0.4,1.0}'::float4[]`);
const NORMALISATION = sql.raw('1|32');
const INSERT_BATCH = 500;

const sourceColumns = {
  id: s.id,
  kind: s.kind,
  title: s.title,
  url: s.url,
  licenceName: s.licenceName,
  licenceUrl: s.licenceUrl,
  externalKey: s.externalKey,
  revision: s.revision,
  fetchedAt: s.fetchedAt,
};

/** Every word (letters and digits only) of the texts, once each, for an 'any' query. */
function distinctWords(texts: string[]): string[] {
  return [...new Set(texts.flatMap((text) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []))];
}

/** The words of an 'any' search: the query's, and their other number ("leaves" and "leaf"). */
function anyWords(query: string): string[] {
  const variant = otherNumberVariant(query);
  return distinctWords(variant ? [query, variant] : [query]);
}

/**
 * For an 'any' search, how many of the query's words a passage has (each word a tsquery of its own, so
 * stemming and stop words are PostgreSQL's): a passage with "oxygen" and "release" ranks above one with
 * only "come" in a heading, whatever the weights. Null for an 'all' search, where every passage has all.
 */
function coverageFor(query: string, match: 'all' | 'any'): SQL | null {
  if (match === 'all') return null;
  const terms = anyWords(query).map((word) => sql`(${p.tsv} @@ to_tsquery('english', ${word}))::int`);
  return terms.length > 0 ? sql`(${sql.join(terms, sql` + `)})` : null;
}

/** The tsquery for a search, or null when it has no word to look for. */
function tsqueryFor(query: string, match: 'all' | 'any'): SQL | null {
  const variant = otherNumberVariant(query);
  if (match === 'any') {
    const words = anyWords(query);
    return words.length > 0 ? sql`to_tsquery('english', ${words.join(' | ')})` : null;
  }
  if (!/[\p{L}\p{N}]/u.test(query)) return null;
  const strict = sql`websearch_to_tsquery('english', ${query})`;
  return variant ? sql`(${strict} || websearch_to_tsquery('english', ${variant}))` : strict;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Inserts a source's passages in order, numbered from 0, in batches that keep each statement's size sane. */
export async function storePassages(
  tx: Transaction,
  sourceId: number,
  passages: readonly NewPassage[],
): Promise<void> {
  for (let start = 0; start < passages.length; start += INSERT_BATCH) {
    await tx.insert(p).values(
      passages.slice(start, start + INSERT_BATCH).map((passage, offset) => ({
        sourceId,
        ordinal: start + offset,
        sectionPath: passage.sectionPath,
        body: passage.body,
        statements: passage.statements ?? null,
        page: passage.page ?? null,
        instructionLike: passage.instructionLike ?? false,
      })),
    );
  }
}

/** Passages and their sources (D19): stored in one transaction, found by full-text search on either database. */
export class PassagesRepository {
  constructor(private readonly db: Database) {}

  /** The best passages for the query, best first. */
  async search(search: PassageSearch): Promise<FoundPassage[]> {
    const tsquery = tsqueryFor(search.query, search.match ?? 'all');
    if (!tsquery || search.limit <= 0) return [];
    if (search.kinds?.length === 0 || search.sourceIds?.length === 0) return [];
    const score = sql<number>`ts_rank_cd(${RANK}, ${p.tsv}, ${tsquery}, ${NORMALISATION})`;
    const coverage = coverageFor(search.query, search.match ?? 'all');
    const rows = await this.db
      .select({
        id: p.id,
        ordinal: p.ordinal,
        sectionPath: p.sectionPath,
        body: p.body,
        statements: p.statements,
        page: p.page,
        score,
        source: sourceColumns,
      })
      .from(p)
      .innerJoin(s, eq(s.id, p.sourceId))
      .where(
        and(
          sql`${p.tsv} @@ ${tsquery}`,
          search.kinds ? inArray(s.kind, [...search.kinds]) : undefined,
          search.sourceIds ? inArray(p.sourceId, [...search.sourceIds]) : undefined,
          search.excludeIds?.length ? notInArray(p.id, [...search.excludeIds]) : undefined,
        ),
      )
      .orderBy(...(coverage ? [desc(coverage)] : []), desc(score), asc(p.sourceId), asc(p.ordinal))
      .limit(search.limit);
    return rows.map((row) => ({ ...row, score: Number(row.score) }));
  }

  /** Every passage of the sources, each source's in reading order (the podcast writer reads whole sections). */
  async passagesOf(sourceIds: readonly number[]): Promise<SourcePassage[]> {
    if (sourceIds.length === 0) return [];
    return this.db
      .select({ sourceId: p.sourceId, sectionPath: p.sectionPath, body: p.body })
      .from(p)
      .where(inArray(p.sourceId, [...sourceIds]))
      .orderBy(asc(p.sourceId), asc(p.ordinal));
  }

  /** The sources stored for a topic (of one kind, if given), newest first. */
  async sourcesForTopic(topicKey: string, kind?: KnowledgeSourceKind): Promise<StoredSource[]> {
    return this.db
      .select(sourceColumns)
      .from(s)
      .where(
        and(
          sql`${s.topicKeys} @> array[${topicKey}]::text[]`,
          kind === undefined ? undefined : eq(s.kind, kind),
        ),
      )
      .orderBy(desc(s.fetchedAt), desc(s.id));
  }

  async sourcesByIds(ids: readonly number[]): Promise<StoredSource[]> {
    if (ids.length === 0) return [];
    return this.db
      .select(sourceColumns)
      .from(s)
      .where(inArray(s.id, [...ids]));
  }

  async sourceByExternalKey(kind: KnowledgeSourceKind, externalKey: string): Promise<StoredSource | null> {
    const [row] = await this.db
      .select(sourceColumns)
      .from(s)
      .where(and(eq(s.kind, kind), eq(s.externalKey, externalKey)));
    return row ?? null;
  }

  /**
   * Stores a source with its passages in one transaction, replacing the passages of an earlier copy of the
   * same source (its kind and external key): a failure leaves the earlier copy as it was, and no half.
   */
  async replaceSource(source: NewSource, passages: readonly NewPassage[]): Promise<number> {
    const { topicKey, ...columns } = source;
    return this.db.transaction(async (tx) => {
      const [stored] = await tx
        .insert(s)
        .values({ ...columns, topicKeys: [topicKey] })
        .onConflictDoUpdate({
          target: [s.kind, s.externalKey],
          set: {
            title: columns.title,
            url: columns.url,
            licenceName: columns.licenceName,
            licenceUrl: columns.licenceUrl,
            revision: columns.revision,
            fetchedAt: columns.fetchedAt,
            topicKeys: sql`array(select distinct k from unnest(${qualified(s.topicKeys)} || excluded.topic_keys) as k)`,
          },
        })
        .returning({ id: s.id });
      if (!stored) throw new Error(`storing the source ${source.externalKey} returned no row`);
      await tx.delete(p).where(eq(p.sourceId, stored.id));
      await storePassages(tx, stored.id, passages);
      return stored.id;
    });
  }

  /** Marks a stored source as current again (its revision did not change), for one more topic too. */
  async refreshSource(id: number, topicKey: string, fetchedAt: Date): Promise<void> {
    await this.db
      .update(s)
      .set({
        fetchedAt,
        topicKeys: sql`array(select distinct k from unnest(${qualified(s.topicKeys)} || array[${topicKey}]::text[]) as k)`,
      })
      .where(eq(s.id, id));
  }

  /**
   * The topics of learners' sessions that no stored source was fetched for, most asked first: the
   * candidates for "no source" (documents are matched to topics in code, by the caller).
   */
  async topicsWithoutStoredSource(
    limit: number,
  ): Promise<{ topic: string; sessions: number; lastAskedAt: Date }[]> {
    const a = assessmentSessions;
    const rows = await this.db
      .select({
        topic: sql<string>`max(${a.topic})`,
        sessions: sql<number>`count(*)::int`,
        lastAskedAt: sql<Date>`max(${a.createdAt})`,
      })
      .from(a)
      .where(
        sql`not exists (select 1 from ${s} where ${qualified(a.topicKey)} = any(${qualified(s.topicKeys)}))`,
      )
      .groupBy(a.topicKey)
      .orderBy(desc(sql`count(*)`), desc(sql`max(${a.createdAt})`))
      .limit(limit);
    return rows.map((row) => ({ ...row, lastAskedAt: new Date(row.lastAskedAt) }));
  }
}
