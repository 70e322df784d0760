import { NoNewMaterialError } from '../../coach/podcast-script.js';
import type PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { EpisodeProduction } from './episode-production.js';
import { classifyFailure } from './generation-failure.js';
import { LostJobSweep, lostTryQueueId, type QueuedTry } from './lost-job-sweep.js';
import type { PodcastJobRow, PodcastJobsRepository } from './podcast-jobs.repository.js';
import { SCHEDULE_SKIPS_BEFORE_PAUSE } from '@socratica/contracts';
import { skipTextFor, thinSourceText, ThinSourceError, type TopicMaterial } from './topic-material.js';

export const PODCAST_GENERATION_QUEUE = 'podcast-generation';

/** A long episode on a slow provider can take a while; past this pg-boss deems the worker dead and retries. */
const JOB_EXPIRY_SECONDS = 60 * 60;
/** One more try after a network error or a 5xx answer (issue 13), or after the worker's process died. */
const RETRY_LIMIT = 1;
const RETRY_DELAY_SECONDS = 5;
const SWEEP_EVERY_MS = 60_000;
/**
 * How often this instance asks the queue for a job queued elsewhere (another instance, a retry's delay run
 * out). Jobs queued here wake the worker at once, so this only bounds how long another instance's job may
 * wait while its own instance is busy. Each look is a query; on the embedded database it runs on the thread
 * that streams the tutor's words (about 8 ms there), so it is not made every second.
 */
const POLL_SECONDS = 10;
/** A job that dies with its instance is taken over this long after that instance's last heartbeat. */
const DEFAULT_TAKEOVER_MS = 2 * 60_000;

interface GenerationMessage {
  jobId: string;
}

/** What a job that makes nothing needs (issue 39): its topic's sources, and its schedule to pause. */
export interface QueueSkips {
  material: Pick<TopicMaterial, 'lacking' | 'nearby'>;
  /** Pauses the schedule with the reason if its newest `slots` jobs were all skipped; true if it did. */
  pauseAfterSkips: (scheduleId: number, slots: number, reason: string) => Promise<boolean>;
}

/**
 * The background side of generation (pg-boss): one job at a time per server instance, so speech and
 * encoding (already off the event loop, in worker threads) never compete for the machine's cores.
 */
export class PodcastGenerationQueue {
  private readonly stopping = new AbortController();
  private sweeper: NodeJS.Timeout | undefined;
  /** The try under way, if any: what a graceful stop hands back to the queue. */
  private running: { jobId: string; queueId: string; attempts: number; settled: Promise<void> } | null = null;

  private readonly takeoverMs: number;
  private readonly lostJobs: LostJobSweep;
  /** pg-boss's id for this instance's worker, once it has started. */
  private workerId: string | null = null;

  constructor(
    private readonly boss: PgBoss,
    private readonly production: EpisodeProduction,
    private readonly repository: PodcastJobsRepository,
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
    /** How long after a running job's last heartbeat another instance takes it over (SOCRATICA_JOB_TAKEOVER_SECONDS). */
    takeoverMs = DEFAULT_TAKEOVER_MS,
    private readonly skips?: QueueSkips,
  ) {
    this.takeoverMs = takeoverMs;
    this.lostJobs = new LostJobSweep({
      repository,
      queueName: PODCAST_GENERATION_QUEUE,
      queueTries: (tries) => this.insert(tries),
      log,
      takeoverMs,
    });
  }

  async start(): Promise<void> {
    // Not awaited: the warm-up runs in the speech worker, and a job taken meanwhile queues behind it.
    void this.warmIfUsed();
    await this.boss.createQueue(PODCAST_GENERATION_QUEUE);
    this.workerId = await this.boss.work<GenerationMessage>(
      PODCAST_GENERATION_QUEUE,
      { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: POLL_SECONDS },
      async ([message]) => {
        if (message) await this.run(message.data.jobId, message.id, message.retryCount < message.retryLimit);
      },
    );
    await this.sweep();
    this.sweeper = setInterval(
      () => {
        this.sweep().catch((error: unknown) => this.log.error({ err: error }, 'the lost-job sweep failed'));
      },
      Math.min(SWEEP_EVERY_MS, this.takeoverMs / 2),
    );
    this.sweeper.unref();
  }

  /**
   * Warms speech where podcasts are made: such a server holds the warm worker after its first episode
   * anyway, so warming at start costs no memory it would not hold, and one that never makes any holds none.
   */
  private async warmIfUsed(): Promise<void> {
    try {
      if (await this.repository.makesPodcasts()) await this.production.warm();
    } catch (error) {
      this.log.warn({ err: error }, 'speech could not be warmed at start');
    }
  }

  /** Queues lost jobs again, takes over those of a stopped instance, and fails those out of tries. */
  sweep(now = new Date()): Promise<{ queued: string[]; failed: string[] }> {
    return this.lostJobs.sweep(now);
  }

  readonly enqueue = async (jobId: string): Promise<void> => {
    await this.boss.send(PODCAST_GENERATION_QUEUE, { jobId } satisfies GenerationMessage, {
      retryLimit: RETRY_LIMIT,
      retryDelay: RETRY_DELAY_SECONDS,
      expireInSeconds: JOB_EXPIRY_SECONDS,
    });
    this.wakeWorker();
  };

  /**
   * Queues many jobs in one statement, each under its own id: a schedule's slot job (issue 14) is queued
   * once even if two instances tried, since pg-boss keeps the first of two jobs with one id.
   */
  readonly enqueueMany = async (jobIds: string[]): Promise<void> => {
    await this.insert(jobIds.map((jobId) => ({ jobId, queueId: jobId })));
  };

  private async insert(jobs: QueuedTry[]): Promise<void> {
    if (jobs.length === 0) return;
    await this.boss.insert(
      jobs.map(({ jobId, queueId }) => ({
        id: queueId,
        name: PODCAST_GENERATION_QUEUE,
        data: { jobId } satisfies GenerationMessage,
        retryLimit: RETRY_LIMIT,
        retryDelay: RETRY_DELAY_SECONDS,
        expireInSeconds: JOB_EXPIRY_SECONDS,
      })),
    );
    this.wakeWorker();
  }

  /** A job queued here starts now, not at the next look (POLL_SECONDS). */
  private wakeWorker(): void {
    if (this.workerId) this.boss.notifyWorker(this.workerId);
  }

  /** Called before pg-boss stops: the job under way stops speaking and will resume from its kept clips. */
  stop(): void {
    clearInterval(this.sweeper);
    this.stopping.abort(new Error('The server is stopping.'));
  }

  /**
   * A graceful stop: this instance takes no more jobs, and the one under way stops and goes back to the
   * queue without using up a retry, so that the restarted process or another instance resumes it at once.
   * Should it not stop within `timeoutMs`, it is handed back all the same.
   */
  async handBack(timeoutMs: number): Promise<void> {
    await this.boss.offWork(PODCAST_GENERATION_QUEUE);
    this.stop();
    const running = this.running;
    if (!running) return;
    let timer: NodeJS.Timeout | undefined;
    const stoppedInTime = await Promise.race([
      running.settled.then(() => true),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      }),
    ]);
    clearTimeout(timer);
    if (stoppedInTime) return;
    this.log.warn({ jobId: running.jobId }, 'a podcast job did not stop in time; handing it back anyway');
    await this.requeueAfterStop(running.jobId, running.attempts, 'The server stopped.');
    // Settled here, so that pg-boss does not also queue it for a retry when it stops.
    await this.boss.complete(PODCAST_GENERATION_QUEUE, running.queueId);
  }

  /** Back to waiting, under the queue id the lost-job sweep would give this try: one entry carries it. */
  private async requeueAfterStop(jobId: string, attempts: number, error: string): Promise<void> {
    await this.repository.update(jobId, {
      state: 'waiting',
      error,
      stageText: 'Interrupted by a server stop; it resumes where it stopped',
    });
    await this.insert([{ jobId, queueId: lostTryQueueId(jobId, attempts) }]);
  }

  /**
   * A job on a topic with no article or document left (WordNet alone) is not made (issue 39): a schedule's
   * slot may come after its topic's only document was removed. A review or a job already written goes on.
   */
  private async refuseThinSource(job: PodcastJobRow): Promise<void> {
    if (!this.skips || job.reviewSessionId !== null || job.script) return;
    const lacking = await this.skips.material.lacking(job.topic);
    if (lacking) {
      throw new ThinSourceError(
        `Skipped: ${thinSourceText(job.topic, lacking.nearby, job.personal ? 'learner' : 'admin')}`,
      );
    }
  }

  /**
   * A job that made nothing is skipped (and so never counts toward a learner's daily limit), with advice its
   * reader can follow; a schedule whose last three slots made nothing pauses itself and says why.
   */
  private async skip(job: PodcastJobRow, error: NoNewMaterialError): Promise<void> {
    const audience = job.personal ? 'learner' : 'admin';
    const message =
      error instanceof ThinSourceError || !this.skips
        ? error.message
        : skipTextFor(error.message, job.topic, await this.skips.material.nearby(job.topic), audience);
    await this.repository.update(job.id, { state: 'skipped', error: message, finishedAt: new Date() });
    this.log.info({ jobId: job.id, reason: message }, 'a podcast job made nothing and was skipped');
    if (job.scheduleId === null || !this.skips) return;
    const slots = SCHEDULE_SKIPS_BEFORE_PAUSE;
    const reason = `Paused by the server: the last ${slots} episodes made nothing. The last one said: ${message.replace(/^Skipped: /, '')} Edit the schedule, then Resume it.`;
    if (await this.skips.pauseAfterSkips(job.scheduleId, slots, reason)) {
      this.log.info({ scheduleId: job.scheduleId }, 'a podcast schedule paused itself after empty slots');
    }
  }

  private async run(jobId: string, queueId: string, mayRetry: boolean): Promise<void> {
    const job = await this.repository.claim(jobId, new Date(Date.now() - this.takeoverMs));
    // Finished, or running on a live instance (a taken-over job's old queue entry came back): nothing to do.
    if (!job) return;
    const { attempts } = job;
    let settle = () => {};
    this.running = { jobId, queueId, attempts, settled: new Promise((resolve) => (settle = resolve)) };
    const heartbeat = setInterval(() => {
      this.repository.heartbeat(jobId).catch((error: unknown) => {
        this.log.warn({ jobId, err: error }, 'a podcast job’s heartbeat could not be written');
      });
    }, this.takeoverMs / 4);
    try {
      await this.production.discardLeftovers(job);
      await this.refuseThinSource(job);
      const episodeId = await this.production.produce(job, this.stopping.signal);
      this.log.info({ jobId, episodeId, attempts }, 'published a podcast episode');
    } catch (error) {
      if (error instanceof NoNewMaterialError) {
        await this.skip(job, error);
        return;
      }
      const failure = classifyFailure(error);
      if (this.stopping.signal.aborted) {
        // Handed back rather than thrown: pg-boss would count the stop as a try, and give up after two.
        await this.requeueAfterStop(jobId, attempts, failure.message);
        this.log.warn({ jobId }, 'a podcast job was interrupted by the stop and goes back to the queue');
        return;
      }
      if (failure.retryable && mayRetry) {
        await this.repository.update(jobId, {
          state: 'waiting',
          error: failure.message,
          stageText: `Trying once more after: ${failure.message}`,
        });
        this.log.warn({ jobId, err: error }, 'a podcast job failed and will be tried again');
        throw error;
      }
      await this.repository.update(jobId, {
        state: 'failed',
        error: failure.message,
        finishedAt: new Date(),
      });
      this.log.error({ jobId, err: error }, 'a podcast job failed');
    } finally {
      clearInterval(heartbeat);
      this.running = null;
      settle();
    }
  }
}
