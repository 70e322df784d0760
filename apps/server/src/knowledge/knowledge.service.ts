import type { KnowledgeSourceKind } from '../db/schema/index.js';
import { citationFor, type Citation } from './citation.js';
import type { FoundPassage, PassagesRepository } from './passages/passages.repository.js';
import { topicKey } from './topic-key.js';
import type { Reachability } from './wikipedia/reachability.js';
import type { TopicArticles } from './wikipedia/topic-articles.js';

/** A passage to teach from, with the citation it must be shown with. */
export interface RetrievedPassage {
  id: number;
  body: string;
  sectionPath: string;
  /** Between 0 and 1; comparable only within one answer. */
  score: number;
  /** Whether the passage has every word of the query, or only some (found to fill the k asked for). */
  matchedAllWords: boolean;
  citation: Citation;
}

/** Whether a kind of source can be drawn on now, for the admin's settings (D19). */
export interface SourceAvailability {
  kind: KnowledgeSourceKind;
  live: boolean;
  detail: string;
}

export interface KnowledgeServiceOptions {
  repository: PassagesRepository;
  wikipedia: TopicArticles;
  reachability: Reachability;
  log: { warn(details: object, message: string): void };
}

/**
 * The knowledge layer's entry (D19): passages for a session's topic, from the sources stored for it, with
 * the topic's Wikipedia article fetched first when it is missing or stale and Wikipedia can be asked.
 */
export class KnowledgeService {
  constructor(private readonly options: KnowledgeServiceOptions) {}

  /**
   * Up to k passages of the topic's sources for the query, best first: those with every word, then, to make
   * up k, those with some. Wikipedia off, unreachable or failing never makes this throw or wait beyond one
   * request's timeout: it answers from what the database has, possibly nothing.
   */
  async passagesFor(topic: string, query: string, k: number): Promise<RetrievedPassage[]> {
    const key = topicKey(topic);
    if (!key || k <= 0) return [];
    await this.prepareTopic(topic);
    const { repository } = this.options;
    const sourceIds = (await repository.sourcesForTopic(key)).map((source) => source.id);
    if (sourceIds.length === 0) return [];
    const every = await repository.search({ query, limit: k, sourceIds });
    const some =
      every.length < k
        ? await repository.search({
            query,
            limit: k - every.length,
            sourceIds,
            match: 'any',
            excludeIds: every.map((passage) => passage.id),
          })
        : [];
    return [...every.map((found) => retrieved(found, true)), ...some.map((found) => retrieved(found, false))];
  }

  /** Fetches the topic's Wikipedia article if it is missing or stale (a session can start this early). */
  async prepareTopic(topic: string): Promise<void> {
    const key = topicKey(topic);
    if (!key) return;
    try {
      await this.options.wikipedia.ensure(topic, key);
    } catch (error) {
      // Storing failed (the database, not Wikipedia): the transaction left nothing half-made.
      this.options.log.warn({ topic, err: error }, 'Wikipedia article not stored');
    }
  }

  /** Which sources are live now; later steps add documents and WordNet here. */
  sourceAvailability(now: Date = new Date()): SourceAvailability[] {
    const wikipedia = this.options.reachability.status(now);
    return [{ kind: 'wikipedia', live: wikipedia.live, detail: wikipedia.detail }];
  }
}

function retrieved(found: FoundPassage, matchedAllWords: boolean): RetrievedPassage {
  return {
    id: found.id,
    body: found.body,
    sectionPath: found.sectionPath,
    score: found.score,
    matchedAllWords,
    citation: citationFor(found.source, found.sectionPath),
  };
}
