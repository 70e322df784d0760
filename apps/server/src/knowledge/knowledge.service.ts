import { prepareStatementReader } from './statements/passage-statements.js';
import { STATEMENT_READER_VERSION } from './statements/statement.js';
import type { KnowledgeSourceKind } from '../db/schema/index.js';
import { citationFor } from './citation.js';
import type { RetrievedPassage } from './retrieved-passage.js';
import type { DocumentLibrary } from './documents/document-library.js';
import { KeyedRefreshingCache } from '../lib/keyed-refreshing-cache.js';
import type { FoundPassage, PassagesRepository, StoredSource } from './passages/passages.repository.js';
import { sourceSections, type SourceText } from './source-sections.js';
import { topicKey } from './topic-key.js';
import type { Reachability } from './wikipedia/reachability.js';
import type { TopicArticles } from './wikipedia/topic-articles.js';

/** Whether a kind of source can be drawn on now, for the admin's settings (D19). */
export interface SourceAvailability {
  kind: KnowledgeSourceKind;
  live: boolean;
  detail: string;
}

export interface KnowledgeServiceOptions {
  repository: PassagesRepository;
  documents: DocumentLibrary;
  wikipedia: TopicArticles;
  reachability: Reachability;
  log: { warn(details: object, message: string): void };
}

/**
 * The knowledge layer's entry (D19): passages for a session's topic, from the sources stored for it, with
 * the topic's Wikipedia article fetched first when it is missing or stale and Wikipedia can be asked.
 */
/** How long another instance's newly stored article may take to reach this one's retrieval. */
const TOPIC_SOURCES_MAX_AGE_MS = 30_000;
/** Topics whose sources are kept at once (a few hundred bytes each). */
const TOPIC_SOURCES_LIMIT = 2_000;

export class KnowledgeService {
  /** Each topic's stored sources, read on every chat message: kept, and read again when this instance changes them. */
  private readonly sourcesByTopic: KeyedRefreshingCache<string, StoredSource[]>;

  constructor(private readonly options: KnowledgeServiceOptions) {
    this.sourcesByTopic = new KeyedRefreshingCache((key) => options.repository.sourcesForTopic(key), {
      maxAgeMs: TOPIC_SOURCES_MAX_AGE_MS,
      limit: TOPIC_SOURCES_LIMIT,
    });
  }

  /** The documents admins add, for the Sources tab. */
  get documents(): DocumentLibrary {
    return this.options.documents;
  }

  /**
   * Up to k passages for the query, best first: the documents filed under the learner's topic before the
   * topic's other sources, and within each, those with every word before those with some (to make up k).
   * Wikipedia off, unreachable or failing never makes this throw or wait beyond one request's timeout: it
   * answers from what the database has, possibly nothing.
   */
  async passagesFor(topic: string, query: string, k: number): Promise<RetrievedPassage[]> {
    const key = topicKey(topic);
    if (!key || k <= 0) return [];
    const [documentIds] = await Promise.all([
      this.options.documents.sourcesServing(topic),
      this.prepareTopic(topic),
    ]);
    const documents = new Set(documentIds);
    const others = (await this.sourcesByTopic.get(key))
      .map((source) => source.id)
      .filter((id) => !documents.has(id));
    const found: RetrievedPassage[] = [];
    for (const match of ['all', 'any'] as const) {
      for (const sourceIds of [documentIds, others]) {
        const wanted = k - found.length;
        if (wanted <= 0 || sourceIds.length === 0) continue;
        const passages = await this.options.repository.search({
          query,
          limit: wanted,
          sourceIds,
          match,
          excludeIds: found.map((passage) => passage.id),
        });
        found.push(...passages.map((passage) => retrieved(passage, match === 'all')));
      }
    }
    return found;
  }

  /**
   * Every source the topic is taught from, whole and in reading order, for a podcast script (issue 24): the
   * documents filed under the topic first, then its other sources (its Wikipedia article). Like
   * `passagesFor`, it answers from what the database has when Wikipedia cannot be asked.
   */
  async topicSources(topic: string): Promise<SourceText[]> {
    const key = topicKey(topic);
    if (!key) return [];
    const [documentIds] = await Promise.all([
      this.options.documents.sourcesServing(topic),
      this.prepareTopic(topic),
    ]);
    const documents = await this.options.repository.sourcesByIds(documentIds);
    const others = (await this.options.repository.sourcesForTopic(key)).filter(
      (source) => !documentIds.includes(source.id),
    );
    const sources = [...documents, ...others];
    const passages = await this.options.repository.passagesOf(sources.map((source) => source.id));
    return sourceSections(sources, passages);
  }

  /** Whether the topic has an article or a document to teach from (its article fetched first when it can be). */
  async hasSource(topic: string): Promise<boolean> {
    const key = topicKey(topic);
    if (!key) return false;
    const [documentIds] = await Promise.all([
      this.options.documents.sourcesServing(topic),
      this.prepareTopic(topic),
    ]);
    return documentIds.length > 0 || (await this.sourcesByTopic.get(key)).length > 0;
  }

  /** Topics learners asked about that have no article or document, most asked first. */
  async topicsWithoutSource(
    limit: number,
  ): Promise<{ topic: string; sessions: number; lastAskedAt: Date }[]> {
    const candidates = await this.options.repository.topicsWithoutStoredSource(limit * 2);
    const served = await Promise.all(candidates.map((c) => this.options.documents.sourcesServing(c.topic)));
    return candidates.filter((_, i) => served[i]!.length === 0).slice(0, limit);
  }

  /**
   * Fetches the topic's Wikipedia article if it is missing or stale (a session can start this early), and
   * starts loading the statement reader that will read it and the learner's claims: a server pays for the
   * reader's memory (about 50 MB) once a learner needs it, not at rest. Whatever reads statements waits
   * for the load itself.
   */
  async prepareTopic(topic: string): Promise<void> {
    prepareStatementReader().catch((error: unknown) =>
      this.options.log.warn({ err: error }, 'Statement reader not loaded'),
    );
    const key = topicKey(topic);
    if (!key) return;
    try {
      if (await this.options.wikipedia.ensure(topic, key)) this.sourcesByTopic.invalidate(key);
    } catch (error) {
      // Storing failed (the database, not Wikipedia): the transaction left nothing half-made.
      this.options.log.warn({ topic, err: error }, 'Wikipedia article not stored');
    }
  }

  /** Which sources the coaches can draw on now, for the admin's settings. */
  async sourceAvailability(now: Date = new Date()): Promise<SourceAvailability[]> {
    const wikipedia = this.options.reachability.status(now);
    const documents = await this.options.documents.count();
    return [
      { kind: 'wikipedia', live: wikipedia.live, detail: wikipedia.detail },
      {
        kind: 'document',
        live: documents > 0,
        detail:
          documents > 0
            ? `${documents} uploaded ${documents === 1 ? 'document is' : 'documents are'} taught from first on ${documents === 1 ? 'its topics' : 'their topics'}.`
            : // Said on the Sources tab itself too, so it does not point the admin elsewhere.
              'No documents yet.',
      },
      {
        kind: 'wordnet',
        live: true,
        detail: 'WordNet 3.1 ships with the server: word meanings are always there.',
      },
    ];
  }
}

function retrieved(found: FoundPassage, matchedAllWords: boolean): RetrievedPassage {
  return {
    id: found.id,
    body: found.body,
    sectionPath: found.sectionPath,
    score: found.score,
    matchedAllWords,
    citation: citationFor(found.source, found.sectionPath, found.page),
    ...(found.statements?.reader === STATEMENT_READER_VERSION
      ? { statements: found.statements.statements }
      : {}),
  };
}
