import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parseFeed } from 'podcast-partytime';
import Parser from 'rss-parser';
import type { RssInfo } from '@socratica/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { publishTestEpisode, type TestEpisode } from '../../../test/podcast-episodes.js';
import { podcastGuid } from './podcast-guid.js';

const API = '/socratica/api/podcasts';
const ORIGIN = 'http://localhost:80';

let t: TestApp;
let admin: { authorization: string };
let learner: { id: number; headers: { authorization: string } };
/** A learner with no episodes of their own: their feed is exactly the shared episodes. */
let listener: { id: number; headers: { authorization: string } };
let dataDir: string;
let newer: TestEpisode;
let older: TestEpisode;
let personal: TestEpisode;

beforeAll(async () => {
  dataDir = `/tmp/socratica-feed-${process.pid}-${Date.now()}`;
  t = await createTestApp({
    SOCRATICA_DATA_DIR: dataDir,
    SOCRATICA_PODCAST_OWNER_EMAIL: 'podcasts@example.org',
  });
  admin = await t.adminHeaders();
  learner = await t.createUser('feed-learner');
  listener = await t.createUser('feed-listener');
  older = await publishTestEpisode(t, {
    title: 'Tides & the <moon>',
    description: 'Two high tides a day ]]> and why.',
    topic: 'Astronomy',
    durationSeconds: 612.6,
    publishDate: new Date('2026-03-02T10:00:00Z'),
    isFeatured: false,
  });
  newer = await publishTestEpisode(t, {
    title: 'How leaves make sugar',
    topic: 'Photosynthesis',
    durationSeconds: 903.2,
    publishDate: new Date('2026-03-05T10:00:00Z'),
  });
  personal = await publishTestEpisode(t, { title: 'Only for the learner', ownerId: learner.id });
});
afterAll(() => t.close());

const rssInfo = async (headers = listener.headers) => {
  const response = await t.inject({ method: 'GET', url: `${API}/rss/info`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<RssInfo>();
};
const feedPath = (info: RssInfo) => new URL(info.rss_feed_url).pathname;
const readFeed = (path: string, headers: Record<string, string> = {}) =>
  t.inject({ method: 'GET', url: path, headers });

describe('GET podcasts/rss/info', () => {
  it('gives every signed-in user their own secret address, made on first use and kept', async () => {
    const info = await rssInfo();
    expect(info.rss_feed_url).toMatch(
      /^http:\/\/localhost:80\/socratica\/api\/podcasts\/rss\/[A-Za-z0-9_-]{43}\.xml$/,
    );
    expect(info).toMatchObject({
      subscribe_page_url: `${ORIGIN}/socratica/podcast-subscribe`,
      listed_in_directories: false,
    });
    expect(info.compatible_apps).toContain('Apple Podcasts');
    expect((await rssInfo()).rss_feed_url).toBe(info.rss_feed_url);
    const others = [(await rssInfo(admin)).rss_feed_url, (await rssInfo(learner.headers)).rss_feed_url];
    expect(new Set([info.rss_feed_url, ...others]).size).toBe(3);
    expect((await t.inject({ method: 'GET', url: `${API}/rss/info` })).statusCode).toBe(401);
  });
});

describe('the RSS feed', () => {
  it('is RSS that podcast-partytime reads with every tag podcast apps need', async () => {
    const info = await rssInfo();
    const response = await readFeed(feedPath(info));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(response.headers['content-encoding']).toBeUndefined();
    const xml = response.body;
    const feed = parseFeed(xml);
    expect(feed).not.toBeNull();
    expect(feed!.title).toBe('Socratica Educational Podcasts');
    expect(feed!.description).toMatch(/a host who teaches/);
    expect(feed!.language).toBe('en');
    expect(feed!.explicit).toBe(false);
    expect(feed!.itunesCategory).toEqual(['Education']);
    expect(feed!.itunesImage).toBe(`${ORIGIN}/socratica/api/podcasts/cover.png`);
    expect(feed!.author).toBe('Socratica');
    expect(feed!.owner).toEqual({ name: 'Socratica', email: 'podcasts@example.org' });
    expect(feed!.itunesBlock).toBe(true);
    expect(feed!.podcastBlocked).toBe('yes');
    expect(feed!.locked).toBe(true);
    expect(feed!.podcastOwner).toBe('podcasts@example.org');
    expect(feed!.guid).toBe(podcastGuid('localhost:80/socratica/api/podcasts/rss'));
    // Another learner's own episodes never reach this listener's feed (D17 amended).
    expect(feed!.items.map((item) => item.title)).toEqual(['How leaves make sugar', 'Tides & the <moon>']);
    const [first, second] = feed!.items;
    expect(first!.guid).toBe(newer.guid);
    expect(first!.duration).toBe(903);
    expect(second!.duration).toBe(613);
    expect(second!.description).toBe('Two high tides a day ]]> and why.');
    expect(first!.pubDate?.toISOString()).toBe('2026-03-05T10:00:00.000Z');
    expect(first!.enclosure).toEqual({
      url: `${ORIGIN}/socratica/api/podcasts/media/${newer.audioKey}`,
      length: newer.audioBytes,
      type: 'audio/mpeg',
    });
    // The length is the exact size of the file on disk.
    expect(statSync(join(resolve(dataDir), 'podcasts', newer.audioKey)).size).toBe(first!.enclosure.length);
    expect(first!.podcastTranscripts).toEqual([
      expect.objectContaining({
        url: `${ORIGIN}/socratica/api/podcasts/media/${newer.transcriptKey}`,
        type: 'text/vtt',
      }),
    ]);
    expect(feed!.pc20support).toMatchObject({ 1: expect.arrayContaining(['transcript', 'locked']) });
    expect(xml).not.toContain(personal.audioKey);
    expect(xml).toMatch(/<guid isPermaLink="false">[0-9a-f-]{36}<\/guid>/);
    expect(xml).toContain('<itunes:block>Yes</itunes:block>');
    expect(xml).toContain('<podcast:block>yes</podcast:block>');
    expect(xml).toContain('<itunes:explicit>false</itunes:explicit>');
    expect(xml).toContain('<itunes:category text="Education"/>');
    expect(xml).toContain('<itunes:duration>903</itunes:duration>');
    expect(xml).toContain('<pubDate>Thu, 05 Mar 2026 10:00:00 GMT</pubDate>');
  });

  it('is RSS that rss-parser reads too, with stable guids', async () => {
    const path = feedPath(await rssInfo());
    const parsed = await new Parser().parseString((await readFeed(path)).body);
    expect(parsed.title).toBe('Socratica Educational Podcasts');
    expect(parsed.items.map((item) => item.guid)).toEqual([newer.guid, older.guid]);
    expect(parsed.items[0]!.enclosure).toEqual({
      url: `${ORIGIN}/socratica/api/podcasts/media/${newer.audioKey}`,
      length: String(newer.audioBytes),
      type: 'audio/mpeg',
    });
    expect(parsed.itunes).toMatchObject({ explicit: 'false', categories: ['Education'] });
    // A later publication adds an item; the earlier ones keep their guids.
    const later = await publishTestEpisode(t, {
      title: 'Newest',
      publishDate: new Date('2026-04-01T00:00:00Z'),
    });
    t.services.podcasts.episodesChanged();
    const reread = await new Parser().parseString((await readFeed(path)).body);
    expect(reread.items.map((item) => item.guid)).toEqual([later.guid, newer.guid, older.guid]);
  });

  it('notices a publication or deletion without being told, from its fingerprint', async () => {
    const path = feedPath(await rssInfo());
    const before = parseFeed((await readFeed(path)).body)!.items.length;
    const quiet = await publishTestEpisode(t, { title: 'Published on another instance', announce: false });
    expect(parseFeed((await readFeed(path)).body)!.items.length).toBe(before + 1);
    await t.inject({ method: 'DELETE', url: `${API}/${quiet.id}`, headers: admin });
    expect(parseFeed((await readFeed(path)).body)!.items.length).toBe(before);
  });

  it('answers the same document with an ETag, 304 when unchanged, and gzip when asked', async () => {
    const path = feedPath(await rssInfo());
    const plain = await readFeed(path);
    const etag = plain.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect((await readFeed(path, { 'if-none-match': etag })).statusCode).toBe(304);
    const zipped = await readFeed(path, { 'accept-encoding': 'gzip, deflate' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
    expect(
      (await readFeed(path, { 'accept-encoding': 'gzip;q=0' })).headers['content-encoding'],
    ).toBeUndefined();
    const head = await t.inject({ method: 'HEAD', url: path });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
  });

  it('drops itunes:block once an admin lists the feed, audited, and shows the address publicly', async () => {
    const hidden = await t.inject({ method: 'GET', url: `${API}/public-info` });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ listed_in_directories: false, rss_feed_url: null });
    expect(hidden.json().latest_episodes[0]).toEqual({
      title: 'Newest',
      duration_seconds: 600.4,
      publish_date: '2026-04-01T00:00:00.000Z',
    });
    expect(hidden.json().cover_url).toBe(`${ORIGIN}/socratica/api/podcasts/cover.png`);

    const listed = await t.inject({
      method: 'PUT',
      url: `${API}/admin/feed-listing`,
      headers: admin,
      payload: { listed_in_directories: true },
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toMatchObject({ listed_in_directories: true });
    const xml = (await readFeed(feedPath(listed.json()))).body;
    expect(xml).not.toContain('itunes:block');
    expect(xml).not.toContain('podcast:block');
    expect(parseFeed(xml)!.itunesBlock).toBe(false);
    const shown = (await t.inject({ method: 'GET', url: `${API}/public-info` })).json();
    // The public page shows the shared feed's address, nobody's own: it carries no one's own episodes.
    expect(shown).toMatchObject({ listed_in_directories: true, rss_feed_url: expect.any(String) });
    expect(shown.rss_feed_url).not.toBe(listed.json().rss_feed_url);
    const sharedXml = (await readFeed(new URL(shown.rss_feed_url as string).pathname)).body;
    expect(parseFeed(sharedXml)!.items.length).toBeGreaterThan(0);
    expect(sharedXml).not.toContain(personal.guid);
    const logs = await t.inject({
      method: 'GET',
      url: '/socratica/api/admin/audit-logs?action_type=podcast_feed_listing_changed',
      headers: admin,
    });
    expect(logs.json().logs[0].action_details).toMatchObject({ before: false, after: true });

    await t.inject({
      method: 'PUT',
      url: `${API}/admin/feed-listing`,
      headers: admin,
      payload: { listed_in_directories: false },
    });
    expect((await readFeed(feedPath(listed.json()))).body).toContain('<itunes:block>Yes</itunes:block>');
  });

  it('moves every user to a new address on rotation: the old one answers 410, an unknown one 404', async () => {
    const before = await rssInfo();
    const oldPath = feedPath(before);
    const guidBefore = parseFeed((await readFeed(oldPath)).body)!.guid;
    const rotated = await t.inject({ method: 'POST', url: `${API}/admin/rotate-feed`, headers: admin });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const after = rotated.json<RssInfo>();
    expect(after.rss_feed_url).not.toBe(before.rss_feed_url);
    const listenersNew = await rssInfo();
    expect(listenersNew.rss_feed_url).not.toBe(before.rss_feed_url);
    expect(listenersNew.rss_feed_url).not.toBe(after.rss_feed_url);

    const gone = await readFeed(oldPath);
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toEqual({
      detail:
        'This feed address has been replaced by a new one. Copy the new address from the Subscribe tab of the podcast page.',
    });
    expect(gone.headers.location).toBeUndefined();
    expect((await readFeed(feedPath(after))).statusCode).toBe(200);
    const fresh = await readFeed(feedPath(listenersNew));
    expect(fresh.statusCode).toBe(200);
    // The podcast keeps its identity across addresses.
    expect(parseFeed(fresh.body)!.guid).toBe(guidBefore);

    for (const unknown of ['x'.repeat(43), 'not-a-feed', '%00', 'a.b']) {
      const response = await readFeed(`${API}/rss/${unknown}.xml`);
      expect(response.statusCode, unknown).toBe(404);
      expect(response.json().detail).toMatch(/^No podcast feed is at this address/);
    }
    // Longer than the router takes as a path segment: no route, still a 404 with a detail.
    const long = await readFeed(`${API}/rss/${'x'.repeat(200)}.xml`);
    expect(long.statusCode).toBe(404);
    expect(long.json().detail).toEqual(expect.any(String));
    const logs = await t.inject({
      method: 'GET',
      url: '/socratica/api/admin/audit-logs?action_type=podcast_feed_rotated',
      headers: admin,
    });
    expect(logs.json().logs).toHaveLength(1);
    expect(
      (await t.inject({ method: 'POST', url: `${API}/admin/rotate-feed`, headers: learner.headers }))
        .statusCode,
    ).toBe(403);
  });

  it('refuses a listing that is not true or false', async () => {
    for (const payload of [{ listed_in_directories: 'yes' }, {}, { listed_in_directories: null }]) {
      const response = await t.inject({
        method: 'PUT',
        url: `${API}/admin/feed-listing`,
        headers: admin,
        payload,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toMatch(/listed_in_directories is true or false/);
    }
  });
});
