import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type PgBoss from 'pg-boss';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createBoss } from '../../jobs/boss.js';
import type { EpisodeProduction } from './episode-production.js';
import { PodcastGenerationQueue } from './podcast-generation-queue.js';
import { PodcastJobsRepository } from './podcast-jobs.repository.js';
import { recordPodcastJob } from './podcast-job-rows.fixture.js';

/**
 * Speech is warmed when the queue starts only where podcasts are made (decision 061): a warm espeak worker
 * holds about 65 MB, which a server that never makes an episode should not carry.
 */
let t: TestApp;
let boss: PgBoss;
const silent = { info: () => {}, warn: () => {}, error: () => {} };

beforeAll(async () => {
  t = await createTestApp();
  boss = createBoss(t.database);
  await boss.start();
}, 120_000);
afterAll(async () => {
  await boss.stop({ graceful: false, close: true, wait: true });
  await t.close();
});

async function warmedAtStart(): Promise<boolean> {
  const warm = vi.fn(async () => undefined);
  const production = { warm, discardLeftovers: async () => {} } as unknown as EpisodeProduction;
  const queue = new PodcastGenerationQueue(
    boss,
    production,
    new PodcastJobsRepository(t.database.db),
    silent,
  );
  await queue.start();
  // The warm-up is not awaited by start: it follows one query.
  await new Promise((resolve) => setTimeout(resolve, 500));
  queue.stop();
  return warm.mock.calls.length > 0;
}

describe('speech warmed at start', () => {
  it('is not warmed on a server that never made a podcast, and is once a job was asked for', async () => {
    expect(await warmedAtStart()).toBe(false);
    await recordPodcastJob(t.database.db, { title: 'Leaves at work' });
    expect(await warmedAtStart()).toBe(true);
  });
});
