import type { Env } from '../config/env.js';
import type { Database } from '../db/client.js';
import { MAX_DOCUMENT_BYTES, MAX_DOCUMENT_PAGES } from '@socratica/contracts';
import { DocumentLibrary } from './documents/document-library.js';
import { DocumentsRepository } from './documents/documents.repository.js';
import { KnowledgeService } from './knowledge.service.js';
import { PassagesRepository } from './passages/passages.repository.js';
import { ActionApi } from './wikipedia/action-api.js';
import { Reachability } from './wikipedia/reachability.js';
import { TopicArticles } from './wikipedia/topic-articles.js';
import { wikipediaUserAgent } from './wikipedia/user-agent.js';
import { WikipediaClient } from './wikipedia/wikipedia-client.js';

/** The most that Retry-After waits may add to one request, before it gives up: a learner is waiting. */
const MAX_BACK_OFF_MS = 5_000;
/** A 500-page PDF reads in about 2 s here; a file that takes 15 times that is not worth a worker's time. */
const DOCUMENT_READ_TIMEOUT_MS = 30_000;

export interface KnowledgeDependencies {
  log: { warn(details: object, message: string): void };
  now?: () => Date;
}

/** The knowledge layer as the configuration sets it up. Nothing is asked of Wikipedia until a topic needs it. */
export function createKnowledge(
  env: Env,
  db: Database,
  { log, now }: KnowledgeDependencies,
): KnowledgeService {
  const repository = new PassagesRepository(db);
  const reachability = new Reachability(env.SOCRATICA_WIKIPEDIA);
  const api = new ActionApi({
    baseUrl: env.SOCRATICA_WIKIPEDIA_BASE_URL,
    // The operator's contact, as Wikimedia's User-Agent policy asks; the podcast owner's address is the
    // operator's too, so it serves when no other is set.
    userAgent: wikipediaUserAgent(env.SOCRATICA_WIKIPEDIA_CONTACT ?? env.SOCRATICA_PODCAST_OWNER_EMAIL),
    timeoutMs: env.SOCRATICA_WIKIPEDIA_TIMEOUT_SECONDS * 1000,
    maxBackOffMs: MAX_BACK_OFF_MS,
  });
  const wikipedia = new TopicArticles({
    repository,
    client: new WikipediaClient(api, env.SOCRATICA_WIKIPEDIA_BASE_URL),
    reachability,
    wikiHost: new URL(env.SOCRATICA_WIKIPEDIA_BASE_URL).host,
    cacheDays: env.SOCRATICA_WIKIPEDIA_CACHE_DAYS,
    log,
    ...(now ? { now } : {}),
  });
  const documents = new DocumentLibrary({
    repository: new DocumentsRepository(db),
    limits: {
      maxBytes: MAX_DOCUMENT_BYTES,
      maxPages: MAX_DOCUMENT_PAGES,
      timeoutMs: DOCUMENT_READ_TIMEOUT_MS,
    },
  });
  return new KnowledgeService({ repository, documents, wikipedia, reachability, log });
}
