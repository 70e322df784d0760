import type PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { EpisodeProduction } from './episode-production.js';
import { classifyFailure } from './generation-failure.js';
import type { PodcastJobsRepository } from './podcast-jobs.repository.js';

export const PODCAST_GENERATION_QUEUE = 'podcast-generation';

/** A long episode on a slow provider can take a while; past this pg-boss deems the worker dead and retries. */
const JOB_EXPIRY_SECONDS = 60 * 60;
/** One more try after a network error or a 5xx answer (issue 13), or after the worker's process died. */
const RETRY_LIMIT = 1;
const RETRY_DELAY_SECONDS = 5;

interface GenerationMessage {
  jobId: string;
}

/**
 * The background side of generation (pg-boss): one job at a time per server instance, so speech and
 * encoding (already off the event loop, in worker threads) never compete for the machine's cores.
 */
export class PodcastGenerationQueue {
  private readonly stopping = new AbortController();

  constructor(
    private readonly boss: PgBoss,
    private readonly production: EpisodeProduction,
    private readonly repository: PodcastJobsRepository,
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
  ) {}

  async start(): Promise<void> {
    await this.boss.createQueue(PODCAST_GENERATION_QUEUE);
    await this.boss.work<GenerationMessage>(
      PODCAST_GENERATION_QUEUE,
      { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: 1 },
      async ([message]) => {
        if (message) await this.run(message.data.jobId, message.retryCount < message.retryLimit);
      },
    );
  }

  readonly enqueue = async (jobId: string): Promise<void> => {
    await this.boss.send(PODCAST_GENERATION_QUEUE, { jobId } satisfies GenerationMessage, {
      retryLimit: RETRY_LIMIT,
      retryDelay: RETRY_DELAY_SECONDS,
      expireInSeconds: JOB_EXPIRY_SECONDS,
    });
  };

  /**
   * Queues many jobs in one statement, each under its own id: a schedule's slot job (issue 14) is queued
   * once even if two instances tried, since pg-boss keeps the first of two jobs with one id.
   */
  readonly enqueueMany = async (jobIds: string[]): Promise<void> => {
    if (jobIds.length === 0) return;
    await this.boss.insert(
      jobIds.map((jobId) => ({
        id: jobId,
        name: PODCAST_GENERATION_QUEUE,
        data: { jobId } satisfies GenerationMessage,
        retryLimit: RETRY_LIMIT,
        retryDelay: RETRY_DELAY_SECONDS,
        expireInSeconds: JOB_EXPIRY_SECONDS,
      })),
    );
  };

  /** Called before pg-boss stops: the job under way stops speaking and will resume from its kept clips. */
  stop(): void {
    this.stopping.abort(new Error('The server is stopping.'));
  }

  private async run(jobId: string, mayRetry: boolean): Promise<void> {
    const job = await this.repository.find(jobId);
    if (!job || job.state === 'completed') return;
    const attempts = job.attempts + 1;
    await this.repository.update(jobId, {
      state: 'active',
      attempts,
      error: null,
      startedAt: job.startedAt ?? new Date(),
    });
    try {
      const episodeId = await this.production.produce({ ...job, attempts }, this.stopping.signal);
      this.log.info({ jobId, episodeId, attempts }, 'published a podcast episode');
    } catch (error) {
      const failure = classifyFailure(error);
      if (this.stopping.signal.aborted || (failure.retryable && mayRetry)) {
        await this.repository.update(jobId, {
          state: 'waiting',
          error: failure.message,
          stageText: this.stopping.signal.aborted
            ? 'Interrupted by a server stop; it resumes where it stopped'
            : `Trying once more after: ${failure.message}`,
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
    }
  }
}
