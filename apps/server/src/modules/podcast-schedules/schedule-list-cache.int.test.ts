import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { PodcastSchedule } from '@socratica/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { storeTopicArticle } from '../../../test/topic-sources.js';
import { publishTestEpisode } from '../../../test/podcast-episodes.js';

/**
 * The schedule list is kept between reads (decision 029). Every change a card can show, whichever instance
 * makes it, must reach the next read: here each change is written straight to the database, as another
 * instance (or the generation worker) writes it, without telling this app.
 */
const API = '/socratica/api/podcasts/schedules';
let t: TestApp;
let admin: { authorization: string };
let schedule: PodcastSchedule;
let jobId: string;

const listed = async (headers = admin) =>
  (await t.inject({ method: 'GET', url: API, headers })).json<{ schedules: PodcastSchedule[] }>().schedules;
const card = async () => (await listed()).find((s) => s.id === schedule.id)!;
const write = (statement: ReturnType<typeof sql>) => t.database.db.execute(statement);

beforeAll(async () => {
  t = await createTestApp();
  await storeTopicArticle(t.database, 'Tides');
  await storeTopicArticle(t.database, 'Moons');
  admin = await t.adminHeaders();
  const response = await t.inject({
    method: 'POST',
    url: API,
    headers: admin,
    payload: { title: 'Kept list', topic: 'Tides', frequency: 'daily', generation_time: '09:00' },
  });
  schedule = response.json<{ schedule: PodcastSchedule }>().schedule;
  const now = await t.inject({ method: 'POST', url: `${API}/${schedule.id}/generate-now`, headers: admin });
  jobId = now.json<{ job_id: string }>().job_id;
});
afterAll(() => t.close());

describe('the kept schedule list', () => {
  it('answers the same whole list when nothing changed', async () => {
    const first = await listed();
    expect(first.map((s) => s.id)).toContain(schedule.id);
    expect(await listed()).toEqual(first);
    expect(await listed()).toEqual(first);
  });

  it('shows a schedule changed by another instance', async () => {
    await card();
    await write(sql`update podcast_schedules set title = 'Renamed elsewhere' where id = ${schedule.id}`);
    expect((await card()).title).toBe('Renamed elsewhere');
  });

  it('shows the run’s state and error as the worker writes them', async () => {
    expect((await card()).generating).toBe(true);
    await write(sql`update podcast_jobs set state = 'failed', error = 'The speech service refused.'
      where id = ${jobId}`);
    const failed = await card();
    expect(failed.generating).toBe(false);
    expect(failed.last_run).toMatchObject({ state: 'failed', error: 'The speech service refused.' });
  });

  it('shows the run’s episode, and that episode’s new title', async () => {
    const episode = await publishTestEpisode(t, { title: 'High and low water' });
    await card();
    await write(sql`update podcast_jobs set state = 'completed', error = null, episode_id = ${episode.id}
      where id = ${jobId}`);
    expect((await card()).last_run).toMatchObject({
      state: 'completed',
      episode_title: 'High and low water',
    });
    await write(sql`update podcast_episodes set title = 'Spring tides' where id = ${episode.id}`);
    expect((await card()).last_run?.episode_title).toBe('Spring tides');
    await write(sql`delete from podcast_episodes where id = ${episode.id}`);
    expect((await card()).last_run?.episode_title).toBeNull();
  });

  it('shows the owner’s new name, and no run once its job is gone', async () => {
    await write(sql`update users set username = 'head-admin' where id = ${schedule.owner.id}`);
    expect((await card()).owner.username).toBe('head-admin');
    await write(sql`update users set username = 'admin' where id = ${schedule.owner.id}`);
    await write(sql`delete from podcast_jobs where id = ${jobId}`);
    expect((await card()).last_run).toBeNull();
  });

  it('keeps each learner’s list apart from the admin’s', async () => {
    const learner = await t.createUser('kept-list-learner');
    expect(await listed(learner.headers)).toEqual([]);
    await t.inject({
      method: 'POST',
      url: API,
      headers: learner.headers,
      payload: { title: 'Mine', topic: 'Moons', frequency: 'weekly', generation_time: '10:00' },
    });
    expect((await listed(learner.headers)).map((s) => s.title)).toEqual(['Mine']);
    expect((await listed()).map((s) => s.title)).toContain('Mine');
  });

  it('shows a schedule deleted by another instance as gone', async () => {
    await card();
    await write(sql`delete from podcast_schedules where id = ${schedule.id}`);
    expect((await listed()).some((s) => s.id === schedule.id)).toBe(false);
  });
});
