import type { FastifyBaseLogger } from 'fastify';
import { uuidV5 } from '../../lib/uuid-v5.js';
import type { PodcastJobsRepository } from './podcast-jobs.repository.js';

/** A job no live queue entry has carried for this long is lost (see `sweep`). */
const LOST_AFTER_MS = 2 * 60_000;
/** Tries a job may have before the sweep gives it up instead of taking it over again (a job that kills its worker). */
const MAX_ATTEMPTS = 4;
/** Our namespace for a lost job's queue id: uuidv5("{job id}#{tries it has had}"). */
const LOST_JOB_NAMESPACE = 'a0c7e4f2-5b1d-4c8e-9f3a-6d2b7e1c4a90';
export const GIVEN_UP_ERROR =
  'Making this episode was interrupted on every try (the server stopped, or it ran over an hour). Retry to try again.';

/**
 * The queue id of a lost try: every instance that finds it names it the same, and pg-boss keeps one of
 * two entries with one id, so a try is queued once however many instances sweep.
 */
export const lostTryQueueId = (jobId: string, attempts: number): string =>
  uuidV5(`${jobId}#${attempts}`, LOST_JOB_NAMESPACE);

export interface QueuedTry {
  jobId: string;
  queueId: string;
}

interface LostJobSweepParts {
  repository: PodcastJobsRepository;
  /** The queue the jobs' entries live in. */
  queueName: string;
  /** Puts tries in the queue in one statement, each under its own id. */
  queueTries(tries: QueuedTry[]): Promise<void>;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** How long after a running job's last heartbeat it is taken over. */
  takeoverMs: number;
}

/** What every instance does every minute, so that no podcast job is left behind by a process that stopped. */
export class LostJobSweep {
  constructor(private readonly parts: LostJobSweepParts) {}

  /**
   * Finds jobs that no live queue entry carries. A waiting one was recorded but never queued (a schedule's
   * slot, a Generate Now or a Retry records its job, then queues it, and the process died in between), or
   * was stopped with the server after its last try: it is queued again. A running one was given up by
   * pg-boss after every try ran out of time or lost its process: it fails, with words the card shows beside
   * Retry.
   */
  async sweep(now = new Date()): Promise<{ queued: string[]; failed: string[] }> {
    const { repository, log } = this.parts;
    const lost = await repository.unqueued(this.parts.queueName, new Date(now.getTime() - LOST_AFTER_MS));
    const waiting = lost.filter((job) => job.state === 'waiting');
    const failed = lost.filter((job) => job.state === 'active').map((job) => job.id);
    // Every instance sweeps; each names the same lost try with the same queue id, and pg-boss keeps one.
    await this.parts.queueTries(
      waiting.map((job) => ({ jobId: job.id, queueId: lostTryQueueId(job.id, job.attempts) })),
    );
    for (const jobId of failed) {
      await repository.update(jobId, { state: 'failed', error: GIVEN_UP_ERROR, finishedAt: now });
    }
    const queued = waiting.map((job) => job.id);
    if (lost.length > 0) log.warn({ queued, failed }, 'lost podcast jobs queued again or failed');
    const takenOver = await this.takeOverStalled(now);
    return { queued: [...queued, ...takenOver.queued], failed: [...failed, ...takenOver.failed] };
  }

  /**
   * Running jobs whose instance stopped beating (killed, its machine lost): pg-boss would wait out the
   * hour-long expiry, so they are queued again now under a new id, and another instance takes them over
   * where the files and the row tell it to. A job that has used up its tries fails instead.
   */
  private async takeOverStalled(now: Date): Promise<{ queued: string[]; failed: string[] }> {
    const { repository, log, takeoverMs } = this.parts;
    const stalled = await repository.stalled(new Date(now.getTime() - takeoverMs));
    const retried = stalled.filter((job) => job.attempts < MAX_ATTEMPTS);
    const failed = stalled.filter((job) => job.attempts >= MAX_ATTEMPTS).map((job) => job.id);
    await this.parts.queueTries(
      retried.map((job) => ({
        jobId: job.id,
        queueId: uuidV5(`${job.id}#${job.attempts}#stalled`, LOST_JOB_NAMESPACE),
      })),
    );
    for (const jobId of failed) {
      await repository.update(jobId, { state: 'failed', error: GIVEN_UP_ERROR, finishedAt: now });
    }
    const queued = retried.map((job) => job.id);
    if (stalled.length > 0) log.warn({ queued, failed }, 'podcast jobs of a stopped instance taken over');
    return { queued, failed };
  }
}
