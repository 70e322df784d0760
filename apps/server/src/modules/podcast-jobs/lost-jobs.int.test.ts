import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { podcastJobs } from '../../db/schema/index.js';
import { createBoss } from '../../jobs/boss.js';
import type { EpisodeProduction } from './episode-production.js';
import {
  GIVEN_UP_ERROR,
  PODCAST_GENERATION_QUEUE,
  PodcastGenerationQueue,
} from './podcast-generation-queue.js';
import { PodcastJobsRepository } from './podcast-jobs.repository.js';

/**
 * A job is recorded, then queued. A process that dies between the two leaves it waiting forever; the sweep
 * finds it and queues it, once, however many instances sweep. Nothing here runs a job: the sweep only queues.
 */
let t: TestApp;
let boss: PgBoss;
let repository: PodcastJobsRepository;
const silent = { info: () => {}, warn: () => {}, error: () => {} };
const queue = () => new PodcastGenerationQueue(boss, {} as EpisodeProduction, repository, silent);
const now = new Date();
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

async function recordJob(state: 'waiting' | 'active', updatedAt: Date): Promise<string> {
  const id = crypto.randomUUID();
  await t.database.db.insert(podcastJobs).values({
    id,
    requestedBy: 1,
    requestedByName: 'admin',
    personal: false,
    title: `Lost ${id.slice(0, 8)}`,
    topic: 'Tides',
    description: '',
    durationMinutes: 5,
    voice: 'nova',
    isFeatured: true,
    useO3Model: false,
    scriptProvider: 'offline',
    speechProvider: 'offline',
    state,
    attempts: state === 'active' ? 2 : 0,
    createdAt: updatedAt,
    updatedAt,
  });
  return id;
}

async function queueEntries(jobId: string): Promise<number> {
  const result = await t.database.db.execute(
    sql`select count(*)::int as n from pgboss.job where name = ${PODCAST_GENERATION_QUEUE} and data->>'jobId' = ${jobId}`,
  );
  return (result as { rows: { n: number }[] }).rows[0]!.n;
}

beforeAll(async () => {
  t = await createTestApp();
  boss = createBoss(t.database);
  await boss.start();
  await boss.createQueue(PODCAST_GENERATION_QUEUE);
  repository = new PodcastJobsRepository(t.database.db);
}, 120_000);
afterAll(async () => {
  await boss.stop({ graceful: false, close: true, wait: true });
  await t.close();
});

describe('the lost-job sweep', () => {
  it('queues a job recorded but never queued, fails one pg-boss gave up on, and leaves the rest', async () => {
    const neverQueued = await recordJob('waiting', minutesAgo(5));
    const queued = await recordJob('waiting', minutesAgo(5));
    await queue().enqueue(queued);
    const givenUp = await recordJob('active', minutesAgo(90));
    const justRecorded = await recordJob('waiting', now);

    const swept = await queue().sweep(now);

    expect(swept.queued).toContain(neverQueued);
    expect(swept.queued).not.toContain(queued);
    expect(swept.queued).not.toContain(justRecorded);
    expect(swept.failed).toEqual([givenUp]);
    expect(await queueEntries(neverQueued)).toBe(1);
    expect(await queueEntries(queued)).toBe(1);
    expect(await queueEntries(justRecorded)).toBe(0);
    const failed = await repository.find(givenUp);
    expect(failed).toMatchObject({ state: 'failed', error: GIVEN_UP_ERROR });

    // Queued now: the next sweep leaves it alone.
    expect((await queue().sweep(now)).queued).not.toContain(neverQueued);
  });

  it('queues a lost job once when every instance sweeps at the same moment', async () => {
    const lost = await recordJob('waiting', minutesAgo(3));
    const sweeps = await Promise.all([queue().sweep(now), queue().sweep(now), queue().sweep(now)]);
    // A sweep that reads after another's insert sees the job queued already; either way there is one entry.
    expect(sweeps.some((swept) => swept.queued.includes(lost))).toBe(true);
    expect(await queueEntries(lost)).toBe(1);
  });
});
