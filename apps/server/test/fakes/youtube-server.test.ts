import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  FAKE_CHANNELS,
  FAKE_YOUTUBE_KEY,
  startFakeYoutubeServer,
  youtubeReply,
  type FakeYoutubeServer,
} from './youtube-server.js';
import type { Json } from './openai-server.js';

let youtube: FakeYoutubeServer;
beforeAll(async () => {
  youtube = await startFakeYoutubeServer();
});
afterAll(() => youtube.close());
beforeEach(() => youtube.reset());

const get = (endpoint: string, params: Record<string, string>) =>
  fetch(`${youtube.url}/${endpoint}?${new URLSearchParams({ key: FAKE_YOUTUBE_KEY, ...params }).toString()}`);

const json = (response: Response): Promise<Json> => response.json();

describe('the fake YouTube Data API', () => {
  it('answers a search with videos that follow from the query, and records the request', async () => {
    const response = await get('search', { part: 'snippet', type: 'video', q: 'tides', maxResults: '4' });
    expect(response.status).toBe(200);
    const body = await json(response);
    expect(body.items).toHaveLength(4);
    expect(body.items[0].id.videoId).toMatch(/^[\w-]{11}$/);
    expect(body.items[0].snippet).toMatchObject({
      title: 'Tides explained',
      channelId: FAKE_CHANNELS.khan.id,
    });
    expect(body.items.map((item: { id: { videoId: string } }) => item.id.videoId)).toEqual(
      youtube.videoIdsFor('tides').slice(0, 4),
    );
    const again = await json(await get('search', { q: 'Tides', maxResults: '4' }));
    expect(again.items[0].id.videoId).toBe(body.items[0].id.videoId);
    expect(youtube.requests[0]).toMatchObject({
      endpoint: 'search',
      params: { q: 'tides', type: 'video', key: FAKE_YOUTUBE_KEY },
    });
  });

  it('describes searched videos, a short among them, and channels', async () => {
    const [first, short] = youtube.videoIdsFor('tides');
    await get('search', { q: 'tides', maxResults: '6' });
    const videos = await json(
      await get('videos', { part: 'contentDetails,statistics', id: `${first},${short}` }),
    );
    expect(videos.items).toEqual([
      expect.objectContaining({
        id: first,
        contentDetails: expect.objectContaining({ duration: 'PT8M21S' }),
      }),
      expect.objectContaining({ id: short, contentDetails: expect.objectContaining({ duration: 'PT45S' }) }),
    ]);
    expect(videos.items[0].statistics.viewCount).toBe('1200000');
    const channels = await json(
      await get('channels', { part: 'snippet,statistics', id: FAKE_CHANNELS.khan.id }),
    );
    expect(channels.items[0]).toMatchObject({
      id: FAKE_CHANNELS.khan.id,
      snippet: { title: 'Khan Academy' },
      statistics: { subscriberCount: '8900000' },
    });
    const popular = await json(
      await get('videos', { part: 'snippet', chart: 'mostPopular', maxResults: '1' }),
    );
    expect(popular.items).toHaveLength(1);
  });

  it("refuses a wrong key, and answers scripted errors in YouTube's shape", async () => {
    const wrongKey = await fetch(`${youtube.url}/search?q=x&key=nope`);
    expect(wrongKey.status).toBe(400);
    youtube.script(youtubeReply.quotaExceeded(), youtubeReply.serverError(), youtubeReply.ok());
    const quota = await get('search', { q: 'x' });
    expect(quota.status).toBe(403);
    expect((await json(quota)).error.errors[0]).toMatchObject({
      reason: 'quotaExceeded',
      domain: 'youtube.quota',
    });
    expect((await get('search', { q: 'x' })).status).toBe(500);
    expect((await get('search', { q: 'x' })).status).toBe(200);
  });

  it('hangs until the client gives up, and records that it left', async () => {
    youtube.script(youtubeReply.hang());
    const outcome = await fetch(`${youtube.url}/search?q=x&key=${FAKE_YOUTUBE_KEY}`, {
      signal: AbortSignal.timeout(100),
    }).then(
      () => 'answered',
      () => 'gave up',
    );
    expect(outcome).toBe('gave up');
    await expect.poll(() => youtube.requests[0]?.disconnected).toBe(true);
  });
});
