import { YoutubeSearchReply, type EducationalChannel } from '@socratica/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  FAKE_CHANNELS,
  FAKE_YOUTUBE_KEY,
  startFakeYoutubeServer,
  youtubeReply,
  type FakeYoutubeServer,
} from '../../../test/fakes/youtube-server.js';

const API = '/socratica/api/admin/youtube';

let youtube: FakeYoutubeServer;
let t: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
  youtube = await startFakeYoutubeServer();
  t = await createTestApp({
    SOCRATICA_YOUTUBE_API_KEY: FAKE_YOUTUBE_KEY,
    SOCRATICA_YOUTUBE_BASE_URL: youtube.url,
    SOCRATICA_YOUTUBE_DAILY_QUOTA: '5000',
    SOCRATICA_YOUTUBE_CACHE_TTL_SECONDS: '600',
    SOCRATICA_YOUTUBE_EDUCATIONAL_THRESHOLD: '5',
    SOCRATICA_YOUTUBE_EDUCATIONAL_CHANNELS: `${FAKE_CHANNELS.khan.id}=Khan, ${FAKE_CHANNELS.mit.id}=MIT OCW,UCunknownChannel00000001=Somebody`,
  });
  admin = await t.adminHeaders();
});
afterAll(async () => {
  await t.close();
  await youtube.close();
});
beforeEach(() => youtube.reset());

const get = (path: string) => t.inject({ method: 'GET', url: `${API}/${path}`, headers: admin });
const test = () => t.inject({ method: 'POST', url: `${API}/test`, headers: admin });

describe('the video-search API monitor', () => {
  it('reports the configuration, never the key', async () => {
    const response = await get('config');
    expect(response.json()).toEqual({
      quota_limit: 5000,
      educational_threshold: 5,
      cache_ttl: 600,
      educational_channels_count: 3,
    });
    expect(response.body).not.toContain(FAKE_YOUTUBE_KEY);
  });

  it('tests the connection with one real call of 1 unit', async () => {
    const response = await test();
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({ success: true, status: 'connected', error: null });
    expect(result.message).toMatch(/^Connected to the YouTube Data API in \d+ ms\.$/);
    expect(result.details).toMatchObject({ quota_cost: 1, base_url: youtube.url });
    expect(JSON.stringify(result)).not.toContain(FAKE_YOUTUBE_KEY);
    expect(youtube.requests).toHaveLength(1);
    expect(youtube.requests[0]!.params).toMatchObject({ chart: 'mostPopular', maxResults: '1' });
    expect((await get('status')).json()).toMatchObject({
      api_key_configured: true,
      provider: 'youtube',
      quota_used_today: 1,
      quota_limit: 5000,
      api_calls_today: 1,
      api_available: true,
    });
  });

  it("says why the test failed, in YouTube's words", async () => {
    youtube.script(youtubeReply.badKey());
    const result = (await test()).json();
    expect(result).toMatchObject({
      success: false,
      status: 'failed',
      error: 'http_error',
      message: 'YouTube answered videos with HTTP 400: API key not valid. Please pass a valid API key.',
      details: { http_status: 400, reason: 'badRequest' },
    });
    expect((await get('status')).json().api_available).toBe(false);
    expect((await test()).json().success).toBe(true);
    expect((await get('status')).json().api_available).toBe(true);
  });

  it("shows YouTube's results in its order with their quality scores, the low ones too", async () => {
    const response = await get('search?query=Tides&max_results=5');
    expect(response.statusCode).toBe(200);
    const { videos, source, message } = YoutubeSearchReply.parse(response.json());
    expect(source).toBe('youtube');
    expect(message).toBe(
      'Searched YouTube, in its order. Learners are never suggested a result scoring below 5, nor a blacklisted or blocked one.',
    );
    const ids = youtube.videoIdsFor('tides');
    expect(videos.map((v) => v.video_id)).toEqual(ids.slice(0, 5));
    expect(videos[0]).toMatchObject({
      title: 'Tides explained',
      channel: 'Khan Academy',
      channel_id: FAKE_CHANNELS.khan.id,
      url: `https://www.youtube.com/watch?v=${ids[0]}`,
      quality_score: 10,
      duration: 'PT8M21S',
      view_count: 1_200_000,
      published_at: '2020-01-01T15:00:00Z',
    });
    // The short: shown here with its score of 0, never to learners.
    expect(videos[1]!.quality_score).toBe(0);
    // CrashCourse is not among this server's educational channels.
    expect(videos[2]!.quality_score).toBe(8);
    expect(youtube.requests[0]!.params.maxResults).toBe('20');
  });

  it('shares the cache with learners: the same query costs nothing the second time', async () => {
    await get('search?query=Comets&max_results=5');
    expect(youtube.requests).toHaveLength(2);
    const learner = await t.createUser('monitor-learner');
    const learnerSearch = await t.inject({
      method: 'POST',
      url: '/socratica/api/youtube-search',
      headers: learner.headers,
      payload: { query: 'comets' },
    });
    expect(learnerSearch.statusCode).toBe(200);
    expect(youtube.requests).toHaveLength(2);
    // The threshold of 5 leaves the CrashCourse video (8) and drops the vlog (3.8).
    expect(learnerSearch.json().videos).toHaveLength(4);
  });

  it('reports failures of the admin search as 502 or 503 with a detail, without falling back', async () => {
    youtube.script(youtubeReply.serverError());
    const failed = await get('search?query=quasars');
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ detail: 'YouTube answered search with HTTP 500: Backend Error' });

    youtube.script(youtubeReply.quotaExceeded());
    const exhausted = await get('search?query=pulsars');
    expect(exhausted.statusCode).toBe(503);
    expect(exhausted.json().detail).toBe(
      'YouTube says the daily quota is exceeded: The request cannot be completed because you have exceeded your quota.',
    );
    // Now our own count refuses before calling.
    youtube.reset();
    const refused = await get('search?query=nebulae');
    expect(refused.statusCode).toBe(503);
    expect(refused.json().detail).toMatch(
      /^Today's YouTube quota \(5000 units\) is used up; it resets at \d{4}-/,
    );
    expect(youtube.requests).toHaveLength(0);
    expect((await get('status')).json()).toMatchObject({ quota_used_today: 5000, api_available: false });
  });
});

describe('an unreachable YouTube', () => {
  it('fails the test with a network error that does not show the key', async () => {
    // A port that was just free: nothing listens there, so the connection is refused.
    const closed = await startFakeYoutubeServer();
    await closed.close();
    const app = await createTestApp({
      SOCRATICA_YOUTUBE_API_KEY: 'secret-key-123',
      SOCRATICA_YOUTUBE_BASE_URL: closed.url,
    });
    try {
      const response = await app.inject({
        method: 'POST',
        url: `${API}/test`,
        headers: await app.adminHeaders(),
      });
      expect(response.json()).toMatchObject({
        success: false,
        status: 'failed',
        error: 'network',
        message: 'YouTube could not be reached (ECONNREFUSED).',
      });
      expect(response.body).not.toContain('secret-key-123');
    } finally {
      await app.close();
    }
  });
});

describe('the educational channels', () => {
  it("show YouTube's titles, pictures and audiences, looked up once", async () => {
    const app = await createTestApp({
      SOCRATICA_YOUTUBE_API_KEY: FAKE_YOUTUBE_KEY,
      SOCRATICA_YOUTUBE_BASE_URL: youtube.url,
      SOCRATICA_YOUTUBE_EDUCATIONAL_CHANNELS: `${FAKE_CHANNELS.khan.id}=Khan, ${FAKE_CHANNELS.mit.id}=MIT OCW`,
    });
    try {
      const headers = await app.adminHeaders();
      const list = () => app.inject({ method: 'GET', url: `${API}/educational-channels`, headers });
      youtube.script(youtubeReply.serverError());
      // YouTube failing: the configured names, and nothing kept.
      expect((await list()).json<{ channels: EducationalChannel[] }>().channels[0]).toEqual({
        channel_id: FAKE_CHANNELS.khan.id,
        title: 'Khan',
        configured_name: 'Khan',
        thumbnail: '',
        subscriber_count: null,
      });
      const { channels } = (await list()).json<{ channels: EducationalChannel[] }>();
      expect(channels).toEqual([
        {
          channel_id: FAKE_CHANNELS.khan.id,
          title: 'Khan Academy',
          configured_name: 'Khan',
          thumbnail: `https://yt3.ggpht.com/${FAKE_CHANNELS.khan.id}=s800`,
          subscriber_count: 8_900_000,
        },
        expect.objectContaining({ title: 'MIT OpenCourseWare', configured_name: 'MIT OCW' }),
      ]);
      expect(youtube.requests.map((r) => r.endpoint)).toEqual(['channels', 'channels']);
      await list();
      expect(youtube.requests).toHaveLength(2);
    } finally {
      await app.close();
    }
  });
});
