import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFeed } from 'podcast-partytime';
import type { RssInfo } from '@socratica/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { publishTestEpisode, type TestEpisode } from '../../../test/podcast-episodes.js';

/**
 * Issue 39: each feed item links to its own episode and to its JSON chapters, which answer under the same
 * secret as the feed: another reader's own episode is not found, and a reset address answers 410.
 */
const API = '/socratica/api/podcasts';
const ORIGIN = 'http://localhost:80';
const CHAPTERS = [
  { startSeconds: 0, title: 'Welcome' },
  { startSeconds: 41.3, title: 'Light reactions' },
  { startSeconds: 245.6, title: 'Calvin cycle' },
];

let t: TestApp;
let learner: { id: number; headers: { authorization: string } };
let listener: { id: number; headers: { authorization: string } };
let shared: TestEpisode;
let older: TestEpisode;
let personal: TestEpisode;

beforeAll(async () => {
  t = await createTestApp({ SOCRATICA_DATA_DIR: `/tmp/socratica-chapters-${process.pid}-${Date.now()}` });
  learner = await t.createUser('chapters-learner');
  listener = await t.createUser('chapters-listener');
  older = await publishTestEpisode(t, {
    title: 'Before chapters were kept',
    publishDate: new Date('2026-01-01'),
  });
  shared = await publishTestEpisode(t, { title: 'Leaves at work', chapters: CHAPTERS });
  personal = await publishTestEpisode(t, {
    title: 'Only for the learner',
    ownerId: learner.id,
    chapters: [{ startSeconds: 0, title: 'Questions to revisit' }],
  });
});
afterAll(() => t.close());

async function feedOf(headers: { authorization: string }) {
  const info = (await t.inject({ method: 'GET', url: `${API}/rss/info`, headers })).json<RssInfo>();
  const path = new URL(info.rss_feed_url).pathname;
  const xml = (await t.inject({ method: 'GET', url: path })).body;
  return { xml, feed: parseFeed(xml)!, token: /\/rss\/([^/]+)\.xml$/.exec(path)![1]! };
}
const get = (url: string) => t.inject({ method: 'GET', url: new URL(url, ORIGIN).pathname });

describe('feed items (issue 39)', () => {
  it('link each item to its episode on the podcasts page, and name the author in itunes:author only', async () => {
    const { xml, feed } = await feedOf(listener.headers);
    const byTitle = new Map(feed.items.map((item) => [item.title, item]));
    expect(byTitle.get('Leaves at work')!.link).toBe(`${ORIGIN}/socratica/podcasts?episode=${shared.id}`);
    expect(byTitle.get('Before chapters were kept')!.link).toBe(
      `${ORIGIN}/socratica/podcasts?episode=${older.id}`,
    );
    expect(feed.link).toBe(`${ORIGIN}/socratica/podcasts`);
    const channelHead = xml.slice(0, xml.indexOf('<item>'));
    expect(channelHead).not.toContain('<author>');
    expect(feed.author).toBe('Socratica');
  });

  it('point to JSON chapters that podcast-partytime reads and the chapters document answers', async () => {
    const { feed } = await feedOf(listener.headers);
    const item = feed.items.find((entry) => entry.title === 'Leaves at work')!;
    expect(item.podcastChapters?.type).toBe('application/json+chapters');
    const response = await get(item.podcastChapters!.url);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json\+chapters/);
    expect(response.json()).toEqual({
      version: '1.2.0',
      title: 'Leaves at work',
      podcastName: 'Socratica Educational Podcasts',
      chapters: CHAPTERS.map(({ startSeconds, title }) => ({ startTime: startSeconds, title })),
    });
    // An episode published before chapters were kept has no link to any.
    expect(
      feed.items.find((entry) => entry.title === 'Before chapters were kept')!.podcastChapters,
    ).toBeUndefined();
  });

  it('answer a learner’s own episode’s chapters under their secret only, and 410 once it is reset', async () => {
    const mine = await feedOf(learner.headers);
    const item = mine.feed.items.find((entry) => entry.title === 'Only for the learner')!;
    expect((await get(item.podcastChapters!.url)).statusCode).toBe(200);

    const theirs = await feedOf(listener.headers);
    expect(theirs.feed.items.some((entry) => entry.title === 'Only for the learner')).toBe(false);
    const borrowed = await get(`${API}/rss/${theirs.token}/chapters/${personal.guid}.json`);
    expect(borrowed.statusCode).toBe(404);
    expect(borrowed.json().detail).toMatch(/Refresh the feed/);
    for (const guid of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      expect((await get(`${API}/rss/${theirs.token}/chapters/${guid}.json`)).statusCode, guid).toBe(404);
    }
    expect((await get(`${API}/rss/no-such-token/chapters/${shared.guid}.json`)).statusCode).toBe(404);

    await t.inject({ method: 'POST', url: `${API}/rss/reset`, headers: learner.headers });
    const retired = await get(item.podcastChapters!.url);
    expect(retired.statusCode).toBe(410);
  });
});
