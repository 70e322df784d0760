import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createBoss } from '../../jobs/boss.js';
import type { EpisodeProduction } from './episode-production.js';
import { PODCAST_GENERATION_QUEUE, PodcastGenerationQueue } from './podcast-generation-queue.js';
import { PodcastJobsRepository } from './podcast-jobs.repository.js';
import { queueEntryStates, recordPodcastJob } from './podcast-job-rows.fixture.js';

/**
 * A graceful stop hands the podcast job under way back to the queue: waiting again, carried by one fresh
 * queue entry, its old entry settled, so that pg-boss neither counts the stop as a failed try nor queues a
 * second retry of it. Production here is a stand-in that either honours the stop or ignores it.
 */
let t: TestApp;
let boss: PgBoss;
let repository: PodcastJobsRepository;
const silent = { info: () => {}, warn: () => {}, error: () => {} };

/** Runs until stopped, then fails with the stop's reason, as real production does. */
const stopsWhenAsked = {
  warm: async () => {},
  discardLeftovers: async () => {},
  produce: (_job: unknown, signal: AbortSignal) =>
    new Promise<number>((_resolve, reject) => {
      signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
    }),
} as unknown as EpisodeProduction;

/** Never finishes, whatever it is told: a speech call that hangs. */
const neverStops = {
  warm: async () => {},
  discardLeftovers: async () => {},
  produce: () => new Promise<number>(() => {}),
} as unknown as EpisodeProduction;

const recordJob = () => recordPodcastJob(t.database.db, { title: 'Leaves at work' });
const queueEntries = (jobId: string) => queueEntryStates(t.database.db, jobId);

beforeAll(async () => {
  t = await createTestApp();
  boss = createBoss(t.database);
  await boss.start();
  repository = new PodcastJobsRepository(t.database.db);
}, 120_000);
afterEach(async () => {
  // Each test's worker stopped; its handed-back entry must not reach the next test's worker.
  await t.database.db.execute(sql`delete from pgboss.job where name = ${PODCAST_GENERATION_QUEUE}`);
});
afterAll(async () => {
  await boss.stop({ graceful: false, close: true, wait: true });
  await t.close();
});

async function runningJob(production: EpisodeProduction) {
  const queue = new PodcastGenerationQueue(boss, production, repository, silent);
  await queue.start();
  const jobId = await recordJob();
  await queue.enqueue(jobId);
  await expect.poll(async () => (await repository.find(jobId))?.state, { timeout: 60_000 }).toBe('active');
  return { queue, jobId };
}

describe('a graceful stop', () => {
  it('hands back a job that stops when asked, without using up a try', async () => {
    const { queue, jobId } = await runningJob(stopsWhenAsked);
    await queue.handBack(30_000);
    expect(await repository.find(jobId)).toMatchObject({
      state: 'waiting',
      attempts: 1,
      stageText: 'Interrupted by a server stop; it resumes where it stopped',
    });
    // The old entry completed (not failed, not set to retry); one fresh entry carries the job.
    await expect.poll(() => queueEntries(jobId)).toEqual(['completed', 'created']);
  });

  it('hands back a job that ignores the stop once the wait is over, and settles its old entry', async () => {
    const { queue, jobId } = await runningJob(neverStops);
    await queue.handBack(200);
    expect(await repository.find(jobId)).toMatchObject({ state: 'waiting', error: 'The server stopped.' });
    expect(await queueEntries(jobId)).toEqual(['completed', 'created']);
  });
});
