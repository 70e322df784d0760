import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { PodcastCatalog, PodcastEpisode } from '@socratica/contracts';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { publishTestEpisode, type TestEpisode } from '../../../test/podcast-episodes.js';

const API = '/socratica/api/podcasts';

let t: TestApp;
let admin: { authorization: string };
let ana: { id: number; headers: { authorization: string } };
let ben: { id: number; headers: { authorization: string } };
let shared: TestEpisode;
let unfeatured: TestEpisode;
let anasOwn: TestEpisode;
let bensOwn: TestEpisode;
let dataDir: string;

const day = (n: number) => new Date(Date.UTC(2026, 0, n, 12));

beforeAll(async () => {
  dataDir = `/tmp/socratica-podcasts-${process.pid}-${Date.now()}`;
  t = await createTestApp({ SOCRATICA_DATA_DIR: dataDir });
  admin = await t.adminHeaders();
  ana = await t.createUser('podcast-ana');
  ben = await t.createUser('podcast-ben');
  shared = await publishTestEpisode(t, {
    title: 'How leaves make sugar',
    topic: 'Photosynthesis',
    description: 'Chlorophyll, light and water: the light reactions step by step.',
    publishDate: day(3),
    durationSeconds: 900,
  });
  unfeatured = await publishTestEpisode(t, {
    title: 'Tides and the moon',
    topic: 'Astronomy',
    description: 'Why there are two high tides a day.',
    isFeatured: false,
    publishDate: day(1),
    durationSeconds: 300,
  });
  anasOwn = await publishTestEpisode(t, {
    title: 'Ana’s review of cell division',
    topic: 'Biology',
    ownerId: ana.id,
    isFeatured: false,
    publishDate: day(4),
  });
  bensOwn = await publishTestEpisode(t, {
    title: 'Ben’s fractions refresher',
    topic: 'Mathematics',
    ownerId: ben.id,
    publishDate: day(2),
  });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) => t.inject({ method: 'GET', url, headers });
const catalog = async (query: string, headers: Record<string, string>) => {
  const response = await get(`${API}/catalog?${query}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PodcastCatalog>();
};
const titles = (episodes: PodcastEpisode[]) => episodes.map((e) => e.title);

describe('who sees which episode (D17)', () => {
  it('gives a learner the featured shared episodes and their own in Latest Episodes, newest first', async () => {
    const response = await get(`${API}/feed`, ana.headers);
    expect(response.statusCode).toBe(200);
    const { episodes } = response.json<{ episodes: PodcastEpisode[] }>();
    expect(titles(episodes)).toEqual(['Ana’s review of cell division', 'How leaves make sugar']);
    const own = episodes[0]!;
    expect(own).toMatchObject({
      is_personal: true,
      user_rating: null,
      user_progress: null,
      user_completed: false,
    });
    expect(own.audio_url).toBe(`/socratica/api/podcasts/media/${anasOwn.audioKey}`);
    expect(own.transcript_url).toBe(`/socratica/api/podcasts/media/${anasOwn.transcriptKey}`);
    expect(episodes[1]).toMatchObject({ is_personal: false, is_featured: true, duration_seconds: 900 });
  });

  it('shows a learner the shared archive and their own, never another learner’s', async () => {
    const page = await catalog('', ana.headers);
    expect(titles(page.episodes)).toEqual([
      'Ana’s review of cell division',
      'How leaves make sugar',
      'Tides and the moon',
    ]);
    expect(page.topics).toEqual(['Astronomy', 'Biology', 'Photosynthesis']);
    expect((await get(`${API}/${bensOwn.id}`, ana.headers)).statusCode).toBe(404);
    const refused = await get(`${API}/${bensOwn.id}`, ana.headers);
    expect(refused.json()).toEqual({
      detail: `There is no podcast episode ${bensOwn.id}, or it is not one you can listen to.`,
    });
    expect((await get(`${API}/${anasOwn.id}`, ana.headers)).json()).toMatchObject({ id: anasOwn.id });
    expect((await get(`${API}/999999`, ana.headers)).statusCode).toBe(404);
  });

  it('shows an admin every episode, learners’ own marked personal', async () => {
    const page = await catalog('limit=50', admin);
    expect(page.pagination.total_episodes).toBe(4);
    expect((await catalog('limit=2', admin)).pagination).toMatchObject({ total_episodes: 4, total_pages: 2 });
    expect(page.topics).toEqual(['Astronomy', 'Biology', 'Mathematics', 'Photosynthesis']);
    expect(
      page.episodes
        .filter((e) => e.is_personal)
        .map((e) => e.id)
        .sort(),
    ).toEqual([anasOwn.id, bensOwn.id].sort());
    expect((await get(`${API}/${bensOwn.id}`, admin)).statusCode).toBe(200);
  });
});

describe('the archive', () => {
  it('pages, and says whether there are pages before and after', async () => {
    const first = await catalog('limit=2&page=1', ana.headers);
    expect(first.episodes).toHaveLength(2);
    expect(first.pagination).toEqual({
      page: 1,
      limit: 2,
      total_episodes: 3,
      total_pages: 2,
      has_prev: false,
      has_next: true,
    });
    const second = await catalog('limit=2&page=2', ana.headers);
    expect(titles(second.episodes)).toEqual(['Tides and the moon']);
    expect(second.pagination).toMatchObject({ total_episodes: 3, has_prev: true, has_next: false });
    const beyond = await catalog('limit=2&page=9', ana.headers);
    expect(beyond.episodes).toEqual([]);
    expect(beyond.pagination).toMatchObject({
      total_episodes: 3,
      total_pages: 2,
      has_prev: true,
      has_next: false,
    });
  });

  it('sorts by each field, both ways', async () => {
    expect(titles((await catalog('sort_by=title&sort_order=asc', ana.headers)).episodes)).toEqual([
      'Ana’s review of cell division',
      'How leaves make sugar',
      'Tides and the moon',
    ]);
    expect(titles((await catalog('sort_by=duration_seconds&sort_order=asc', ana.headers)).episodes)).toEqual([
      'Tides and the moon',
      'Ana’s review of cell division',
      'How leaves make sugar',
    ]);
    expect(titles((await catalog('sort_by=publish_date&sort_order=asc', ana.headers)).episodes)[0]).toBe(
      'Tides and the moon',
    );
    await t.database.db.execute(
      sql`update podcast_episodes set total_listens = 7, rating_sum = 9, total_ratings = 2 where id = ${unfeatured.id}`,
    );
    await t.database.db.execute(
      sql`update podcast_episodes set total_listens = 3, rating_sum = 5, total_ratings = 1 where id = ${shared.id}`,
    );
    expect(titles((await catalog('sort_by=total_listens', ana.headers)).episodes)).toEqual([
      'Tides and the moon',
      'How leaves make sugar',
      'Ana’s review of cell division',
    ]);
    // Unrated episodes come last, whichever way the ratings are ordered.
    const byRating = (await catalog('sort_by=avg_rating&sort_order=desc', ana.headers)).episodes;
    expect(byRating.map((e) => e.avg_rating)).toEqual([5, 4.5, null]);
    const byRatingAsc = (await catalog('sort_by=avg_rating&sort_order=asc', ana.headers)).episodes;
    expect(byRatingAsc.map((e) => e.avg_rating)).toEqual([4.5, 5, null]);
  });

  it('filters by topic, whatever its case', async () => {
    const page = await catalog('topic_filter=photosynthesis', ana.headers);
    expect(titles(page.episodes)).toEqual(['How leaves make sugar']);
    expect(page.topics).toHaveLength(3);
    expect((await catalog('topic_filter=Mathematics', ana.headers)).episodes).toEqual([]);
    const one = await catalog('topic_filter=Photosynthesis&limit=1', ana.headers);
    expect(one.pagination).toMatchObject({ total_episodes: 1, total_pages: 1, has_next: false });
    const searched = await catalog('q=tides&limit=1', ana.headers);
    expect(searched.pagination).toMatchObject({ total_episodes: 1, has_next: false });
  });

  it('counts a search’s matches on a full page, and past its last page', async () => {
    const first = await catalog('q=sugar%20or%20tides&limit=1', ana.headers);
    expect(first.episodes).toHaveLength(1);
    expect(first.pagination).toMatchObject({ total_episodes: 2, total_pages: 2, has_next: true });
    const beyond = await catalog('q=sugar%20or%20tides&limit=1&page=5', ana.headers);
    expect(beyond.episodes).toEqual([]);
    expect(beyond.pagination).toMatchObject({ total_episodes: 2, total_pages: 2, has_next: false });
  });

  it('searches titles, topics and descriptions, with words still being typed', async () => {
    expect(titles((await catalog('q=chlorophyll', ana.headers)).episodes)).toEqual(['How leaves make sugar']);
    expect(titles((await catalog('q=photosynth', ana.headers)).episodes)).toEqual(['How leaves make sugar']);
    expect(titles((await catalog('q=TIDES%20moo', ana.headers)).episodes)).toEqual(['Tides and the moon']);
    expect(titles((await catalog('q=tides%20-moon', ana.headers)).episodes)).toEqual([]);
    expect(titles((await catalog('q=%22high%20tides%22', ana.headers)).episodes)).toEqual([
      'Tides and the moon',
    ]);
    expect(titles((await catalog('q=sugar%20or%20tides', ana.headers)).episodes)).toHaveLength(2);
    expect((await catalog('q=fractions', ana.headers)).episodes).toEqual([]);
    expect((await catalog('q=fractions', admin)).episodes).toHaveLength(1);
    expect((await catalog('q=%3A*%20%26%20!%7C', ana.headers)).episodes).toEqual([]);
  });

  it('refuses a sort field, order or limit off the list with a detail', async () => {
    for (const query of ['sort_by=rating', 'sort_order=up', 'limit=51', 'page=0', `q=${'x'.repeat(201)}`]) {
      const response = await get(`${API}/catalog?${query}`, ana.headers);
      expect(response.statusCode, query).toBe(422);
      expect(response.json().detail).toEqual(expect.any(String));
    }
  });
});

describe('admin actions', () => {
  it('counts episodes, featured ones, ratings and listens', async () => {
    const response = await get(`${API}/stats`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      total_episodes: 4,
      featured_episodes: 2,
      avg_rating: 4.67,
      total_ratings: 3,
      total_listens: 10,
    });
    expect((await get(`${API}/stats`, ana.headers)).statusCode).toBe(403);
  });

  it('features a shared episode, audited, and refuses a learner’s own', async () => {
    const response = await t.inject({
      method: 'PATCH',
      url: `${API}/${unfeatured.id}/feature`,
      headers: admin,
      payload: { is_featured: true },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: unfeatured.id, is_featured: true });
    expect(titles((await get(`${API}/feed`, ben.headers)).json().episodes)).toContain('Tides and the moon');
    const personal = await t.inject({
      method: 'PATCH',
      url: `${API}/${anasOwn.id}/feature`,
      headers: admin,
      payload: { is_featured: true },
    });
    expect(personal.statusCode).toBe(422);
    const missing = await t.inject({
      method: 'PATCH',
      url: `${API}/999999/feature`,
      headers: admin,
      payload: { is_featured: true },
    });
    expect(missing.statusCode).toBe(404);
    const logs = await get('/socratica/api/admin/audit-logs?action_type=podcast_episode_featured', admin);
    expect(logs.json().logs[0].action_details).toMatchObject({
      action: 'Featured podcast episode "Tides and the moon"',
      episode_id: unfeatured.id,
      before: false,
      after: true,
    });
  });

  it('deletes an episode with its files, audited; then it is gone for everyone', async () => {
    const before = (await catalog('limit=1', admin)).pagination.total_episodes;
    const doomed = await publishTestEpisode(t, { title: 'To be deleted', topic: 'Doomed topic' });
    const during = await catalog('limit=1', admin);
    expect(during.pagination.total_episodes).toBe(before + 1);
    expect(during.topics).toContain('Doomed topic');
    const folder = join(resolve(dataDir), 'podcasts');
    expect(existsSync(join(folder, doomed.audioKey))).toBe(true);
    const response = await t.inject({ method: 'DELETE', url: `${API}/${doomed.id}`, headers: admin });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'The episode "To be deleted" was deleted, with its audio and transcript.',
    });
    expect(existsSync(join(folder, doomed.audioKey))).toBe(false);
    expect(existsSync(join(folder, doomed.transcriptKey))).toBe(false);
    expect((await get(`${API}/${doomed.id}`, admin)).statusCode).toBe(404);
    const after = await catalog('limit=1', admin);
    expect(after.pagination.total_episodes).toBe(before);
    expect(after.topics).not.toContain('Doomed topic');
    expect((await get(`${API}/media/${doomed.audioKey}`, {})).statusCode).toBe(404);
    const again = await t.inject({ method: 'DELETE', url: `${API}/${doomed.id}`, headers: admin });
    expect(again.statusCode).toBe(404);
    const logs = await get('/socratica/api/admin/audit-logs?action_type=podcast_episode_deleted', admin);
    expect(logs.json().logs[0].action_details).toMatchObject({
      action: 'Deleted podcast episode "To be deleted"',
      episode_id: doomed.id,
    });
  });

  it('keeps a file that another episode with identical audio still uses', async () => {
    const audio = new Uint8Array(2_000).fill(7);
    const first = await publishTestEpisode(t, { title: 'Twin one', audio });
    const second = await publishTestEpisode(t, { title: 'Twin two', audio });
    expect(second.audioKey).toBe(first.audioKey);
    await t.inject({ method: 'DELETE', url: `${API}/${first.id}`, headers: admin });
    const served = await get(`${API}/media/${second.audioKey}`, {});
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(Buffer.from(audio))).toBe(true);
  });
});
