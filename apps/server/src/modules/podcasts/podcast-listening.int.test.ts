import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import type { ListenRequest } from '@socratica/contracts';
import { podcastEpisodes, podcastListens, podcastProgress, podcastRatings } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { publishTestEpisode, type TestEpisode } from '../../../test/podcast-episodes.js';

const API = '/socratica/api/podcasts';

let t: TestApp;
let learner: { id: number; headers: { authorization: string } };
let other: { id: number; headers: { authorization: string } };
let othersOwn: TestEpisode;

beforeAll(async () => {
  t = await createTestApp();
  learner = await t.createUser('listener');
  other = await t.createUser('other-listener');
  othersOwn = await publishTestEpisode(t, { ownerId: other.id });
});
afterAll(() => t.close());

const listen = (body: Partial<ListenRequest> & Record<string, unknown>, headers = learner.headers) =>
  t.inject({ method: 'POST', url: `${API}/listen`, headers, payload: body });
const rate = (episodeId: number, rating: unknown, headers = learner.headers) =>
  t.inject({ method: 'POST', url: `${API}/rate`, headers, payload: { episode_id: episodeId, rating } });

async function progressRow(episodeId: number, userId: number) {
  const [row] = await t.database.db
    .select()
    .from(podcastProgress)
    .where(and(eq(podcastProgress.episodeId, episodeId), eq(podcastProgress.userId, userId)));
  return row;
}

async function episodeCounters(episodeId: number) {
  const [row] = await t.database.db.select().from(podcastEpisodes).where(eq(podcastEpisodes.id, episodeId));
  return row!;
}

/** The listens counted as rows, and the episode's counter: they must agree. */
async function countedListens(episodeId: number) {
  const [rows] = await t.database.db
    .select({ listens: count() })
    .from(podcastListens)
    .where(eq(podcastListens.episodeId, episodeId));
  return { listens: rows!.listens, total: (await episodeCounters(episodeId)).totalListens };
}

/** Moves the user's last counted listen back in time, as 24 hours passing would. */
async function ageLastCount(episodeId: number, userId: number, hours: number) {
  await t.database.db.execute(
    sql`update podcast_progress set last_counted_at = last_counted_at - make_interval(hours => ${hours})
        where episode_id = ${episodeId} and user_id = ${userId}`,
  );
}

describe('POST podcasts/listen', () => {
  it('keeps the furthest position reached, never moving it back', async () => {
    const episode = await publishTestEpisode(t);
    const start = await listen({ episode_id: episode.id, action: 'start' });
    expect(start.statusCode, start.body).toBe(200);
    expect(start.json()).toEqual({
      success: true,
      total_listens: 0,
      user_progress: 0,
      user_completed: false,
    });
    await listen({ episode_id: episode.id, action: 'progress', progress_percentage: 40 });
    const back = await listen({ episode_id: episode.id, action: 'progress', completion_percentage: 25 });
    expect(back.json()).toMatchObject({ user_progress: 40, user_completed: false });
    const episodeView = await t.inject({
      method: 'GET',
      url: `${API}/${episode.id}`,
      headers: learner.headers,
    });
    expect(episodeView.json()).toMatchObject({ user_progress: 40, user_completed: false });
  });

  it('finishes an episode only once 90 % of its length has been played, over any sittings (issue 39)', async () => {
    // A 100-second episode: 90 s played finishes it, wherever the listener got to.
    const seekedToEnd = await publishTestEpisode(t, { durationSeconds: 100 });
    const skip = await listen({
      episode_id: seekedToEnd.id,
      action: 'complete',
      progress_percentage: 100,
      played_seconds: 2.8,
    });
    // Where a seek lands is kept as the place to continue from, and finishes nothing.
    expect(skip.json()).toMatchObject({ user_progress: 100, user_completed: false });

    const played = (seconds: number, percent: number) =>
      listen({
        episode_id: seekedToEnd.id,
        action: 'progress',
        progress_percentage: percent,
        played_seconds: seconds,
      });
    expect((await played(50, 50)).json()).toMatchObject({ user_completed: false });
    // Another sitting: 2.8 + 50 + 37 = 89.8 s, still short of 90.
    expect((await played(37, 90)).json()).toMatchObject({ user_completed: false });
    expect((await progressRow(seekedToEnd.id, learner.id))!.playedSecondsTotal).toBeCloseTo(89.8, 3);
    expect((await played(0.5, 91)).json()).toMatchObject({ user_completed: true });
    // It stays finished when played again from the start.
    expect((await played(5, 5)).json()).toMatchObject({ user_progress: 100, user_completed: true });
    const feed = await t.inject({ method: 'GET', url: `${API}/catalog?limit=50`, headers: learner.headers });
    const row = feed.json().episodes.find((e: { id: number }) => e.id === seekedToEnd.id);
    expect(row).toMatchObject({ user_progress: 100, user_completed: true });

    // One report of a whole play at once finishes it too.
    const whole = await publishTestEpisode(t, { durationSeconds: 100 });
    const once = await listen({
      episode_id: whole.id,
      action: 'complete',
      progress_percentage: 100,
      played_seconds: 95,
    });
    expect(once.json()).toMatchObject({ user_completed: true });
  });

  it('counts a listen after 60 s played, once per 24 hours, then starts counting again', async () => {
    const episode = await publishTestEpisode(t);
    const report = (seconds: number) =>
      listen({ episode_id: episode.id, action: 'progress', progress_percentage: 5, played_seconds: seconds });
    await report(30);
    expect((await report(29.5)).json().total_listens).toBe(0);
    expect(await progressRow(episode.id, learner.id)).toMatchObject({ playedSecondsPending: 59.5 });
    expect((await report(0.5)).json().total_listens).toBe(1);
    expect(await progressRow(episode.id, learner.id)).toMatchObject({ playedSecondsPending: 0 });
    expect(await countedListens(episode.id)).toEqual({ listens: 1, total: 1 });

    // Another two minutes the same day: no second listen.
    await report(60);
    expect((await report(60)).json().total_listens).toBe(1);
    // 23 hours later, still none.
    await ageLastCount(episode.id, learner.id, 23);
    expect((await report(5)).json().total_listens).toBe(1);
    // Past 24 hours: the played time counts again.
    await ageLastCount(episode.id, learner.id, 1);
    expect((await report(5)).json().total_listens).toBe(2);
    expect(await progressRow(episode.id, learner.id)).toMatchObject({ playedSecondsPending: 0 });
    expect(await countedListens(episode.id)).toEqual({ listens: 2, total: 2 });

    // Another listener counts on their own.
    await listen(
      { episode_id: episode.id, action: 'progress', progress_percentage: 50, played_seconds: 61 },
      other.headers,
    );
    expect(await countedListens(episode.id)).toEqual({ listens: 3, total: 3 });
  });

  it('counts one listen when two reports cross 60 s at once', async () => {
    const episode = await publishTestEpisode(t);
    const reports = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        listen({
          episode_id: episode.id,
          action: 'progress',
          progress_percentage: i * 10,
          played_seconds: 40,
        }),
      ),
    );
    expect(reports.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await countedListens(episode.id)).toEqual({ listens: 1, total: 1 });
    expect(await progressRow(episode.id, learner.id)).toMatchObject({ furthestPercent: 50 });
  });

  it('refuses a percentage over 100, an unknown or invisible episode, and bad fields, changing nothing', async () => {
    const episode = await publishTestEpisode(t);
    const cases: [Record<string, unknown>, number][] = [
      [{ episode_id: episode.id, action: 'progress', progress_percentage: 101, played_seconds: 70 }, 422],
      [{ episode_id: episode.id, action: 'progress', completion_percentage: -1 }, 422],
      [{ episode_id: episode.id, action: 'pause' }, 422],
      [{ episode_id: episode.id, action: 'start', device_type: 'tv' }, 422],
      [{ episode_id: episode.id, action: 'progress', played_seconds: 3601 }, 422],
      [{ episode_id: episode.id, action: 'start', user_id: 1 }, 422],
      [{ episode_id: 999_999, action: 'progress', progress_percentage: 50, played_seconds: 70 }, 404],
      [{ episode_id: othersOwn.id, action: 'progress', progress_percentage: 50, played_seconds: 70 }, 404],
    ];
    for (const [body, status] of cases) {
      const response = await listen(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().detail, JSON.stringify(body)).toEqual(expect.any(String));
    }
    expect(await progressRow(episode.id, learner.id)).toBeUndefined();
    expect(await progressRow(othersOwn.id, learner.id)).toBeUndefined();
    expect(await countedListens(othersOwn.id)).toEqual({ listens: 0, total: 0 });
  });
});

describe('POST podcasts/rate', () => {
  it('keeps one rating per user, which they may change, and answers the new average', async () => {
    const episode = await publishTestEpisode(t);
    expect((await rate(episode.id, 4)).json()).toEqual({
      success: true,
      new_avg_rating: 4,
      total_ratings: 1,
      user_rating: 4,
    });
    expect((await rate(episode.id, 5, other.headers)).json()).toMatchObject({
      new_avg_rating: 4.5,
      total_ratings: 2,
    });
    expect((await rate(episode.id, 2)).json()).toEqual({
      success: true,
      new_avg_rating: 3.5,
      total_ratings: 2,
      user_rating: 2,
    });
    const view = await t.inject({ method: 'GET', url: `${API}/${episode.id}`, headers: learner.headers });
    expect(view.json()).toMatchObject({ user_rating: 2, avg_rating: 3.5, total_ratings: 2 });
  });

  it('keeps the sum and count exact when many ratings arrive at once', async () => {
    const episode = await publishTestEpisode(t);
    const raters = await Promise.all(
      Array.from({ length: 4 }, (_, i) => t.createUser(`concurrent-rater-${i}`)),
    );
    // Every rater rates three times at once; each one's last write is one of their three.
    const responses = await Promise.all(
      raters.flatMap((rater) => [1, 3, 5].map((rating) => rate(episode.id, rating, rater.headers))),
    );
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    const ratings = await t.database.db
      .select({ rating: podcastRatings.rating })
      .from(podcastRatings)
      .where(eq(podcastRatings.episodeId, episode.id));
    const counters = await episodeCounters(episode.id);
    expect(ratings).toHaveLength(4);
    expect(counters.totalRatings).toBe(4);
    expect(counters.ratingSum).toBe(ratings.reduce((sum, row) => sum + row.rating, 0));
  });

  it('refuses 0, 6, 2.5 and an unknown or invisible episode, changing nothing', async () => {
    const episode = await publishTestEpisode(t);
    for (const rating of [0, 6, 2.5, '3', null]) {
      const response = await rate(episode.id, rating);
      if (rating === '3') {
        // Plain digits are the one other spelling of a whole number the API takes.
        expect(response.statusCode).toBe(200);
        continue;
      }
      expect(response.statusCode, String(rating)).toBe(422);
      expect(response.json().detail).toBe('rating: rating is a whole number from 1 to 5.');
    }
    expect((await rate(999_999, 4)).statusCode).toBe(404);
    expect((await rate(othersOwn.id, 4)).statusCode).toBe(404);
    expect(await episodeCounters(othersOwn.id)).toMatchObject({ totalRatings: 0, ratingSum: 0 });
  });
});
