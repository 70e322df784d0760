import { withStatements } from '../statements/passage-statements.js';
import type { PassagesRepository } from '../passages/passages.repository.js';
import { articlePassages } from './article-passages.js';
import type { Reachability } from './reachability.js';
import type { WikipediaClient } from './wikipedia-client.js';
import { WikipediaError } from './wikipedia-error.js';

export interface TopicArticlesOptions {
  repository: PassagesRepository;
  client: WikipediaClient;
  reachability: Reachability;
  /** The wiki's host, part of each article's external key. */
  wikiHost: string;
  /** How long a stored article serves its topic before it is fetched again. */
  cacheDays: number;
  log: { warn(details: object, message: string): void };
  now?: () => Date;
}

/** A topic without an article is not searched for again for this long (kept in memory, for this process). */
const NO_ARTICLE_MS = 6 * 60 * 60_000;
/** The most topics without an article remembered at once; the oldest is forgotten first. */
const NO_ARTICLE_LIMIT = 500;
const DAY_MS = 24 * 60 * 60_000;
/** The most topics remembered as current at once (a few hundred bytes each). */
const CURRENT_LIMIT = 5_000;

/**
 * Keeps each topic's Wikipedia article in the database: a topic stored within the cache days makes no
 * request; otherwise its article is found, read by section, and stored with its passages in one
 * transaction. Nothing here throws: Wikipedia off, unreachable or failing leaves the database as it was.
 */
export class TopicArticles {
  private readonly now: () => Date;
  private readonly fetching = new Map<string, Promise<boolean>>();
  private readonly withoutArticle = new Map<string, number>();
  /** Topics whose stored article is current, until when: a chat message then costs no query for it. */
  private readonly currentUntil = new Map<string, number>();

  constructor(private readonly options: TopicArticlesOptions) {
    this.now = options.now ?? (() => new Date());
  }

  /**
   * Makes sure the topic's article is stored and current, when Wikipedia can be asked. Answers whether
   * this call changed what is stored for the topic.
   */
  ensure(topic: string, key: string): Promise<boolean> {
    // Two sessions opening the same topic at once share one fetch.
    const running = this.fetching.get(key);
    if (running) return running;
    const work = this.ensureOnce(topic, key).finally(() => this.fetching.delete(key));
    this.fetching.set(key, work);
    return work;
  }

  private async ensureOnce(topic: string, key: string): Promise<boolean> {
    const { repository, reachability } = this.options;
    const now = this.now();
    if (!reachability.mayAsk(now)) return false;
    if ((this.currentUntil.get(key) ?? 0) > now.getTime()) return false;
    const stored = await repository.sourcesForTopic(key, 'wikipedia');
    const cacheMs = this.options.cacheDays * DAY_MS;
    const newest = Math.max(0, ...stored.map((source) => source.fetchedAt.getTime()));
    if (newest > now.getTime() - cacheMs) {
      this.current(key, newest + cacheMs);
      return false;
    }
    if ((this.withoutArticle.get(key) ?? 0) > now.getTime()) return false;
    try {
      const changed = await this.fetchAndStore(topic, key, now);
      reachability.answered(this.now());
      // Stored (not found to have no article): current for the cache days from now.
      if ((this.withoutArticle.get(key) ?? 0) <= now.getTime()) {
        this.current(key, now.getTime() + this.options.cacheDays * DAY_MS);
      }
      return changed;
    } catch (error) {
      if (!(error instanceof WikipediaError)) throw error;
      reachability.failed(error, this.now());
      this.options.log.warn(
        { topic, failure: error.failure, status: error.status },
        `Wikipedia article not fetched: ${error.message}`,
      );
      return false;
    }
  }

  /** Remembers that the topic's article is current until `until`, forgetting the oldest beyond the limit. */
  private current(key: string, until: number): void {
    this.currentUntil.delete(key);
    this.currentUntil.set(key, until);
    if (this.currentUntil.size > CURRENT_LIMIT) {
      const oldest = this.currentUntil.keys().next().value;
      if (oldest !== undefined) this.currentUntil.delete(oldest);
    }
  }

  /** Whether the topic's stored sources changed: an article stored, or one filed under the topic too. */
  private async fetchAndStore(topic: string, key: string, now: Date): Promise<boolean> {
    const { client, repository } = this.options;
    const hit = await client.searchArticle(topic);
    if (!hit) return this.noArticle(key, now);
    const externalKey = `${this.options.wikiHost}:${hit.pageId}`;
    const revision = hit.revisionId === null ? null : String(hit.revisionId);
    const known = await repository.sourceByExternalKey('wikipedia', externalKey);
    // The same revision stored for another topic, or gone stale unchanged: one request, no text.
    if (known && revision !== null && known.revision === revision) {
      await repository.refreshSource(known.id, key, now);
      return true;
    }
    const article = await client.articleText(hit.pageId);
    if (!article) return this.noArticle(key, now);
    const passages = await withStatements(articlePassages(article.title, article.text), article.title);
    if (passages.length === 0) return this.noArticle(key, now);
    await repository.replaceSource(
      {
        kind: 'wikipedia',
        title: article.title,
        url: article.url,
        licenceName: article.licence.name,
        licenceUrl: article.licence.url,
        externalKey,
        revision: article.revisionId === null ? revision : String(article.revisionId),
        fetchedAt: now,
        topicKey: key,
      },
      passages,
    );
    return true;
  }

  private noArticle(key: string, now: Date): false {
    if (this.withoutArticle.size >= NO_ARTICLE_LIMIT) {
      const oldest = this.withoutArticle.keys().next();
      if (!oldest.done) this.withoutArticle.delete(oldest.value);
    }
    this.withoutArticle.set(key, now.getTime() + NO_ARTICLE_MS);
    return false;
  }
}
