import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PgBoss from 'pg-boss';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { storeTopicArticle } from '../../../test/topic-sources.js';
import { createBoss } from '../../jobs/boss.js';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalAudioStore } from '../podcasts/local-audio-store.js';
import { EpisodeProduction, type EpisodeProductionDependencies } from './episode-production.js';
import { GIVEN_UP_ERROR } from './lost-job-sweep.js';
import { PODCAST_GENERATION_QUEUE, PodcastGenerationQueue } from './podcast-generation-queue.js';
import { PodcastJobsRepository } from './podcast-jobs.repository.js';
import { queueEntryStates, recordPodcastJob } from './podcast-job-rows.fixture.js';

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

const recordJob = (
  state: 'waiting' | 'active',
  updatedAt: Date,
  extra: { heartbeatAt?: Date; attempts?: number; pendingFiles?: string[] } = {},
) =>
  recordPodcastJob(t.database.db, {
    topic: 'Tides',
    state,
    attempts: state === 'active' ? 2 : 0,
    createdAt: updatedAt,
    updatedAt,
    ...extra,
  });
const queueEntries = async (jobId: string) => (await queueEntryStates(t.database.db, jobId)).length;

beforeAll(async () => {
  t = await createTestApp();
  await storeTopicArticle(t.database, 'Tides');
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

describe('a job whose instance died mid-way (kill -9, a lost machine)', () => {
  const TAKEOVER_MS = 60_000;
  const withTakeover = () =>
    new PodcastGenerationQueue(boss, {} as EpisodeProduction, repository, silent, TAKEOVER_MS);

  it('is queued again under a new id once its heartbeat is older than the takeover time, once for all instances', async () => {
    const dead = await recordJob('active', minutesAgo(5), { heartbeatAt: minutesAgo(5) });
    await queue().enqueue(dead); // its first try's entry, still active in pg-boss for the hour
    const alive = await recordJob('active', minutesAgo(5), { heartbeatAt: new Date(now.getTime() - 10_000) });
    await queue().enqueue(alive);

    const sweeps = await Promise.all([withTakeover().sweep(now), withTakeover().sweep(now)]);

    expect(sweeps.some((swept) => swept.queued.includes(dead))).toBe(true);
    expect(sweeps.every((swept) => !swept.queued.includes(alive))).toBe(true);
    expect(await queueEntries(dead)).toBe(2);
    expect(await queueEntries(alive)).toBe(1);
  });

  it('fails instead when the job has used up its tries (it may be what kills its worker)', async () => {
    const doomed = await recordJob('active', minutesAgo(5), { heartbeatAt: minutesAgo(5), attempts: 4 });
    const swept = await withTakeover().sweep(now);
    expect(swept.failed).toContain(doomed);
    expect(await repository.find(doomed)).toMatchObject({ state: 'failed', error: GIVEN_UP_ERROR });
  });

  it('is taken by one try only, and not while its instance still beats', async () => {
    const stale = await recordJob('active', minutesAgo(5), { heartbeatAt: minutesAgo(5) });
    const staleBefore = new Date(Date.now() - TAKEOVER_MS);
    const claims = await Promise.all([
      repository.claim(stale, staleBefore),
      repository.claim(stale, staleBefore),
    ]);
    expect(claims.filter((claim) => claim !== undefined)).toHaveLength(1);
    expect(claims.find((claim) => claim)).toMatchObject({ state: 'active', attempts: 3 });

    // Its heartbeat is now fresh: another instance's claim is refused.
    expect(await repository.claim(stale, new Date(Date.now() - TAKEOVER_MS))).toBeUndefined();
    await repository.update(stale, { state: 'completed' });
    expect(await repository.claim(stale, new Date())).toBeUndefined();
  });

  it('notes its files before storing them, so what a dead try stored is known', async () => {
    const job = await recordJob('active', now);
    await repository.notePendingFiles(job, [`${'a'.repeat(64)}.mp3`, `${'b'.repeat(64)}.vtt`]);
    await repository.notePendingFiles(job, [`${'a'.repeat(64)}.mp3`]);
    expect((await repository.find(job))!.pendingFiles.sort()).toEqual([
      `${'a'.repeat(64)}.mp3`,
      `${'b'.repeat(64)}.vtt`,
    ]);
    await repository.clearPendingFiles(job);
    expect((await repository.find(job))!.pendingFiles).toEqual([]);
  });
  it('has what a dead try stored, and no episode uses, removed by the try that takes it over', async () => {
    const store = new LocalAudioStore(mkdtempSync(join(tmpdir(), 'socratica-leftovers-')));
    const audio = await store.saveAudio(new TextEncoder().encode('half-published audio'), 'mp3');
    const transcript = await store.saveAudio(new TextEncoder().encode('WEBVTT'), 'vtt');
    const job = await recordJob('active', minutesAgo(5), { pendingFiles: [audio.key, transcript.key] });
    const production = new EpisodeProduction({
      repository,
      audioStore: store,
      log: silent,
    } as unknown as EpisodeProductionDependencies);

    await production.discardLeftovers((await repository.find(job))!);

    expect(await store.openAudio(audio.key)).toBeNull();
    expect(await store.openAudio(transcript.key)).toBeNull();
    expect((await repository.find(job))!.pendingFiles).toEqual([]);
  });
});
