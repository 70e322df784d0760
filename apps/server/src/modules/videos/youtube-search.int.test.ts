import { Video, type YoutubeStatus } from '@socratica/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.js';
import {
  FAKE_CHANNELS,
  FAKE_YOUTUBE_KEY,
  startFakeYoutubeServer,
  youtubeReply,
  type FakeYoutubeServer,
} from '../../../test/fakes/youtube-server.js';

const API = '/socratica/api';

let youtube: FakeYoutubeServer;
beforeAll(async () => {
  youtube = await startFakeYoutubeServer();
});
afterAll(() => youtube.close());
beforeEach(() => youtube.reset());

/** An app searching the fake YouTube, with a learner signed in and one curated video to fall back on. */
async function youtubeApp(env: Record<string, string> = {}) {
  const t = await createTestApp({
    SOCRATICA_YOUTUBE_API_KEY: FAKE_YOUTUBE_KEY,
    SOCRATICA_YOUTUBE_BASE_URL: youtube.url,
    ...env,
  });
  const learner = await t.createUser('viewer');
  const admin = await t.adminHeaders();
  const category = await t.inject({
    method: 'POST',
    url: `${API}/admin/video/categories`,
    headers: admin,
    payload: { name: 'Earth science' },
  });
  await t.inject({
    method: 'POST',
    url: `${API}/admin/video/videos`,
    headers: admin,
    payload: {
      category_id: category.json<{ id: number }>().id,
      title: 'Why the tides rise and fall',
      url: 'https://www.youtube.com/watch?v=CATALOGUE01',
      channel: 'Ocean School',
      description: 'The moon pulls the oceans.',
      quality_score: 8,
    },
  });
  const search = (payload: object) =>
    t.inject({ method: 'POST', url: `${API}/youtube-search`, headers: learner.headers, payload });
  const status = async () =>
    (
      await t.inject({ method: 'GET', url: `${API}/admin/youtube/status`, headers: admin })
    ).json<YoutubeStatus>();
  return { t, search, status, admin };
}

const idsOf = (response: { json<T>(): T }) =>
  response.json<{ videos: Video[] }>().videos.map((v) => v.video_id);

describe('video search on YouTube', () => {
  let app: Awaited<ReturnType<typeof youtubeApp>>;
  beforeAll(async () => {
    app = await youtubeApp();
  });
  afterAll(() => app.t.close());

  it('asks YouTube for embeddable, safe videos, then for their lengths and views', async () => {
    const response = await app.search({ query: 'Photosynthesis', max_results: 5 });
    expect(response.statusCode).toBe(200);
    expect(youtube.requests.map((r) => r.endpoint)).toEqual(['search', 'videos']);
    expect(youtube.requests[0]!.params).toMatchObject({
      part: 'snippet',
      type: 'video',
      videoEmbeddable: 'true',
      safeSearch: 'strict',
      q: 'photosynthesis',
      key: FAKE_YOUTUBE_KEY,
    });
    const ids = youtube.videoIdsFor('photosynthesis');
    expect(youtube.requests[1]!.params).toMatchObject({
      part: 'contentDetails,statistics',
      id: ids.join(','),
    });
  });

  it('answers Videos in the contract shape, best first, without shorts or low-quality vlogs', async () => {
    const response = await app.search({ query: 'Photosynthesis', max_results: 5 });
    const { videos } = response.json<{ videos: Video[] }>();
    const [explained, short, crashCourse, vlog, lecture, howItWorks] = youtube.videoIdsFor('photosynthesis');
    // Educational channels and the teaching titles first; the short and the 2-hour vlog are dropped.
    expect(videos.map((v) => v.video_id)).toEqual([explained, crashCourse, lecture, howItWorks]);
    expect(videos.map((v) => v.video_id)).not.toContain(short);
    expect(videos.map((v) => v.video_id)).not.toContain(vlog);
    for (const video of videos) expect(Video.parse(video)).toEqual(video);
    expect(videos[0]).toEqual({
      video_id: explained,
      url: `https://www.youtube.com/watch?v=${explained}`,
      title: 'Photosynthesis explained',
      channel: 'Khan Academy',
      channel_id: FAKE_CHANNELS.khan.id,
      thumbnail: `https://i.ytimg.com/vi/${explained}/hqdefault.jpg`,
      description: 'A clear walk through Photosynthesis, step by step.',
      view_count: 1_200_000,
      duration: 'PT8M21S',
      metadata: {
        title: 'Photosynthesis explained',
        channel: 'Khan Academy',
        embed_url: `https://www.youtube-nocookie.com/embed/${explained}`,
      },
      valid: true,
    });
    // YouTube's HTML-escaped snippets reach the learner as text.
    expect(videos[3]!.title).toBe('How Photosynthesis works & why it matters');
    expect(videos[1]!.description).toBe("Today we're learning about Photosynthesis.");
  });

  it('returns at most max_results, and leaves out the videos the learner already has', async () => {
    const [explained, , crashCourse, , lecture, howItWorks] = youtube.videoIdsFor('volcanoes');
    expect(idsOf(await app.search({ query: 'volcanoes', max_results: 2 }))).toEqual([explained, crashCourse]);
    expect(
      idsOf(
        await app.search({ query: 'volcanoes', max_results: 2, exclude_video_ids: [explained, crashCourse] }),
      ),
    ).toEqual([lecture, howItWorks]);
  });

  it('never sends the API key to the browser', async () => {
    const response = await app.search({ query: 'Key safety' });
    expect(response.body).not.toContain(FAKE_YOUTUBE_KEY);
    const config = await app.t.inject({
      method: 'GET',
      url: `${API}/admin/youtube/config`,
      headers: app.admin,
    });
    expect(config.body).not.toContain(FAKE_YOUTUBE_KEY);
  });

  it('adds salient words of the chat to the query', async () => {
    await app.search({
      query: 'Tides',
      context: 'The moon pulls the water. Does the moon cause two bulges? Gravity and more gravity.',
    });
    expect(youtube.requests[0]!.params.q).toBe('tides moon gravity');
  });
});

describe('the quota and the cache', () => {
  it('counts 101 units for an uncached search (search.list 100, videos.list 1) and nothing for a cached one', async () => {
    const { t, search, status } = await youtubeApp();
    try {
      expect(await status()).toMatchObject({ quota_used_today: 0, api_calls_today: 0, api_available: true });
      const first = await search({ query: 'Plate tectonics' });
      expect(youtube.requests).toHaveLength(2);
      expect(await status()).toMatchObject({
        api_key_configured: true,
        provider: 'youtube',
        quota_used_today: 101,
        quota_limit: 10_000,
        quota_percentage_used: 1,
        api_calls_today: 2,
        api_available: true,
      });

      // The same words, differently written, within the TTL: no call, no quota, the same videos.
      const again = await search({ query: '  plate   TECTONICS ', max_results: 5 });
      expect(youtube.requests).toHaveLength(2);
      expect(idsOf(again)).toEqual(idsOf(first));
      expect((await status()).quota_used_today).toBe(101);

      // Fewer results share the same cache entry; another query does not.
      await search({ query: 'plate tectonics', max_results: 1 });
      expect(youtube.requests).toHaveLength(2);
      await search({ query: 'earthquakes' });
      expect(youtube.requests).toHaveLength(4);
      expect(await status()).toMatchObject({ quota_used_today: 202, api_calls_today: 4 });
    } finally {
      await t.close();
    }
  });

  it('makes no call once the quota would be passed, and answers from the catalogue', async () => {
    const { t, search, status } = await youtubeApp({ SOCRATICA_YOUTUBE_DAILY_QUOTA: '150' });
    try {
      await search({ query: 'Tides' });
      expect(youtube.requests).toHaveLength(2);
      expect(await status()).toMatchObject({ quota_used_today: 101, api_available: false });

      youtube.reset();
      const fallback = await search({ query: 'tides rising' });
      expect(youtube.requests).toHaveLength(0);
      expect(fallback.statusCode).toBe(200);
      expect(idsOf(fallback)).toEqual(['CATALOGUE01']);
      expect((await status()).quota_used_today).toBe(101);
    } finally {
      await t.close();
    }
  });

  it('takes a 403 quotaExceeded from YouTube as the day used up', async () => {
    const { t, search, status } = await youtubeApp();
    try {
      youtube.script(youtubeReply.quotaExceeded());
      const fallback = await search({ query: 'tides' });
      expect(idsOf(fallback)).toEqual(['CATALOGUE01']);
      expect(youtube.requests).toHaveLength(1);
      expect(await status()).toMatchObject({
        quota_used_today: 10_000,
        quota_percentage_used: 100,
        api_available: false,
      });

      youtube.reset();
      expect(idsOf(await search({ query: 'ocean tides' }))).toEqual(['CATALOGUE01']);
      expect(youtube.requests).toHaveLength(0);
    } finally {
      await t.close();
    }
  });
});

describe('when YouTube fails', () => {
  it('answers from the catalogue on a 500, and the monitor shows YouTube unavailable until it recovers', async () => {
    const { t, search, status } = await youtubeApp();
    try {
      youtube.script(youtubeReply.serverError());
      const fallback = await search({ query: 'tides' });
      expect(fallback.statusCode).toBe(200);
      expect(idsOf(fallback)).toEqual(['CATALOGUE01']);
      expect(await status()).toMatchObject({ api_available: false, quota_used_today: 100 });

      const recovered = await search({ query: 'tides' });
      expect(idsOf(recovered)).toEqual(expect.arrayContaining(youtube.videoIdsFor('tides').slice(0, 1)));
      expect((await status()).api_available).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('gives up on a hang after the timeout and answers from the catalogue', async () => {
    const { t, search, status } = await youtubeApp({ SOCRATICA_YOUTUBE_TIMEOUT_SECONDS: '0.3' });
    try {
      youtube.script(youtubeReply.hang());
      const fallback = await search({ query: 'tides' });
      expect(idsOf(fallback)).toEqual(['CATALOGUE01']);
      expect(await status()).toMatchObject({ api_available: false });
      // The fake never answers a hang: the server's timeout ended the call, however slow the machine.
      await expect.poll(() => youtube.requests[0]!.disconnected).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('answers from the catalogue when YouTube finds nothing suitable', async () => {
    const { t, search } = await youtubeApp();
    try {
      youtube.script(youtubeReply.json({ kind: 'youtube#searchListResponse', items: [] }));
      expect(idsOf(await search({ query: 'tides' }))).toEqual(['CATALOGUE01']);
    } finally {
      await t.close();
    }
  });
});
