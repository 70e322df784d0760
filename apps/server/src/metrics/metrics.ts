import type { PoolUse } from '../db/client.js';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

const PREFIX = 'socratica_';

/**
 * From a fast JSON read to a whole tutor stream of minutes. Few buckets: every route, method and status
 * carries all of them, and the scrape's size grows with them.
 */
const HTTP_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10, 30, 120];
/** From the offline coach's milliseconds to a slow model writing a podcast script. */
const COACH_SECONDS = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 30, 60, 120, 300];
/** A local file in a millisecond, an object store across a network in tens or hundreds. */
const STORE_SECONDS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** A podcast stage: a script in seconds to minutes, speaking a long episode in tens of minutes. */
const STAGE_SECONDS = [1, 5, 10, 30, 60, 120, 300, 600, 1200, 1800, 3600];

/** Jobs of one queue in one state, counted when Prometheus scrapes. */
interface QueuedJobs {
  queue: string;
  state: string;
  jobs: number;
}

interface MetricsLog {
  warn(details: object, message: string): void;
}

/**
 * Every metric one app exposes, in its own registry: never prom-client's global one, so that tests that
 * build several apps in one process do not register the same name twice. Labels are bounded sets only
 * (route patterns, methods, status codes, providers, tasks, outcomes): never ids, users or raw URLs.
 */
export class Metrics {
  readonly registry = new Registry();

  readonly httpRequestDuration = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: 'HTTP requests by route pattern ("unmatched" for unknown paths), method and status code, until the response ended (a tutor stream counts whole). GET metrics itself is not counted.',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: HTTP_SECONDS,
    registers: [this.registry],
  });

  readonly tutorRepliesInProgress = new Gauge({
    name: `${PREFIX}tutor_replies_in_progress`,
    help: 'Tutor replies being written right now on this process, streamed (POST chat/stream) or whole (POST chat, chat/open).',
    registers: [this.registry],
  });

  readonly tutorPieces = new Counter({
    name: `${PREFIX}tutor_reply_pieces_total`,
    help: 'Text pieces (deltas) the coaches yielded for tutor replies. Not tokens: a model delta is often about one token, the offline coach yields a sentence or more.',
    labelNames: ['provider'] as const,
    registers: [this.registry],
  });

  readonly tutorCharacters = new Counter({
    name: `${PREFIX}tutor_reply_characters_total`,
    help: 'Characters (UTF-16 code units) of tutor reply text the coaches yielded; about four per token in English.',
    labelNames: ['provider'] as const,
    registers: [this.registry],
  });

  readonly tutorFirstPiece = new Histogram({
    name: `${PREFIX}tutor_first_piece_seconds`,
    help: "From asking the coach for a tutor reply to its first piece of text: the wait a learner sees before the reply starts (the embedded model's queue included).",
    labelNames: ['provider'] as const,
    buckets: COACH_SECONDS,
    registers: [this.registry],
  });

  readonly coachCallDuration = new Histogram({
    name: `${PREFIX}coach_call_duration_seconds`,
    help: 'Coach calls by provider (offline, openai, local), task and outcome (ok, error): the whole call as the server waits for it, the D20 checks and any replacement included; tutor_reply until its last piece.',
    labelNames: ['provider', 'task', 'outcome'] as const,
    buckets: COACH_SECONDS,
    registers: [this.registry],
  });

  readonly replyChecks = new Counter({
    name: `${PREFIX}coach_reply_checks_total`,
    help: "Model tutor replies by D20 check outcome since this process started: checked, reasked (asked again once), replaced (by the offline coach's reply), unanswered (the model failed or said nothing; the offline coach answered).",
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly jobStageDuration = new Histogram({
    name: `${PREFIX}podcast_job_stage_duration_seconds`,
    help: 'How long a podcast generation job spent in each stage it ran on this process (writing_script, speaking, mixing, publishing).',
    labelNames: ['stage'] as const,
    buckets: STAGE_SECONDS,
    registers: [this.registry],
  });

  readonly audioStoreDuration = new Histogram({
    name: `${PREFIX}audio_store_duration_seconds`,
    help: "Audio store calls by operation (save, open, delete, check; read_range: an object store's byte range, until its stream starts) and outcome (ok, error).",
    labelNames: ['operation', 'outcome'] as const,
    buckets: STORE_SECONDS,
    registers: [this.registry],
  });

  constructor(private readonly log: MetricsLog) {
    // CPU, memory, file descriptors, event-loop lag (p50, p90, p99), GC and heap, under our prefix.
    collectDefaultMetrics({ register: this.registry, prefix: PREFIX, eventLoopMonitoringPrecision: 10 });
    // Present at zero from the start, so that rate() and alerts see every outcome before it first happens.
    for (const outcome of ['checked', 'reasked', 'replaced', 'unanswered'])
      this.replyChecks.inc({ outcome }, 0);
  }

  /** PostgreSQL's pool, read at scrape time. PGlite has no pool: one in-process connection, nothing to report. */
  watchDatabasePool(read: () => PoolUse): void {
    new Gauge({
      name: `${PREFIX}db_pool_connections`,
      help: "PostgreSQL pool connections by state (busy, idle), read at scrape time; pg-boss's own small pool is not included.",
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const { total, idle } = read();
        this.set({ state: 'busy' }, total - idle);
        this.set({ state: 'idle' }, idle);
      },
    });
    new Gauge({
      name: `${PREFIX}db_pool_waiting_queries`,
      help: 'Queries waiting for a free PostgreSQL pool connection, read at scrape time.',
      registers: [this.registry],
      collect() {
        this.set(read().waiting);
      },
    });
  }

  /** Jobs by queue and state, counted at scrape time; a failed count leaves them out of that scrape. */
  watchJobQueues(read: () => Promise<QueuedJobs[]>): void {
    const log = this.log;
    new Gauge({
      name: `${PREFIX}job_queue_jobs`,
      help: 'Background jobs by queue and state (waiting, active), counted in the jobs table at scrape time; absent when the count failed.',
      labelNames: ['queue', 'state'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        try {
          for (const { queue, state, jobs } of await read()) this.set({ queue, state }, jobs);
        } catch (error) {
          log.warn({ err: error }, 'metrics: the job queues could not be counted');
        }
      },
    });
  }
}
