import { Video, YoutubeSearchReply, YoutubeTestResult } from '@socratica/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

// Without a YouTube key, learners' searches are answered from the curated catalogue, by PostgreSQL
// full-text search (on PGlite here, and on PostgreSQL in the server-postgres project).

const API = '/socratica/api';

let t: TestApp;
let admin: { authorization: string };
let learner: { authorization: string };

const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
  const response = await t.inject({
    method,
    url: `${API}/${url}`,
    headers: admin,
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json();
};

async function addVideo(categoryId: number, id: string, title: string, extra: object = {}) {
  await call('POST', 'admin/video/videos', {
    category_id: categoryId,
    title,
    url: `https://www.youtube.com/watch?v=${id}`,
    quality_score: 7,
    ...extra,
  });
}

const search = (payload: object) =>
  t.inject({ method: 'POST', url: `${API}/youtube-search`, headers: learner, payload });
const idsFor = async (query: string, extra: object = {}) => {
  const response = await search({ query, ...extra });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ videos: Video[] }>().videos.map((v) => v.video_id);
};

beforeAll(async () => {
  // These tests search more often than a learner may; the limit has its own test below.
  t = await createTestApp({ SOCRATICA_VIDEO_SEARCHES_PER_MINUTE: '1000' });
  admin = await t.adminHeaders();
  learner = (await t.createUser('reader')).headers;
  const biology = (await call('POST', 'admin/video/categories', { name: 'Biology' })).id as number;
  const hidden = (await call('POST', 'admin/video/categories', { name: 'Hidden', enabled: false }))
    .id as number;
  await addVideo(biology, 'CELLDIVIS01', 'Cell division: mitosis and meiosis', { channel: 'Amoeba Sisters' });
  await addVideo(biology, 'PHOTOSYN001', 'Photosynthesis explained', {
    description: 'How plant cells capture light.',
  });
  await addVideo(biology, 'MEMBRANE001', 'The cell membrane');
  await addVideo(biology, 'PHOTOSYN002', 'Photosynthesis for beginners', { quality_score: 3 });
  await addVideo(biology, 'UNAVAILAB01', 'Inside a living cell', {
    availability_status: 'unavailable',
    quality_score: 10,
  });
  await addVideo(hidden, 'HIDDENCAT01', 'Cells up close', { quality_score: 10 });
});
afterAll(() => t.close());

describe('the curated catalogue search', () => {
  it('finds videos by stemmed words, title matches first', async () => {
    const found = await idsFor('cells');
    expect(new Set(found.slice(0, 2))).toEqual(new Set(['CELLDIVIS01', 'MEMBRANE001']));
    // A match in the description counts, for less than one in the title.
    expect(found).toContain('PHOTOSYN001');
    expect(found).toHaveLength(3);
  });

  it('ignores disabled categories and unavailable videos', async () => {
    const found = await idsFor('living cell up close');
    expect(found).not.toContain('HIDDENCAT01');
    expect(found).not.toContain('UNAVAILAB01');
  });

  it('ranks better videos higher among equal matches', async () => {
    expect(await idsFor('photosynthesis')).toEqual(['PHOTOSYN001', 'PHOTOSYN002']);
  });

  it('matches any of the words', async () => {
    expect(new Set(await idsFor('mitosis and photosynthesis'))).toEqual(
      new Set(['CELLDIVIS01', 'PHOTOSYN001', 'PHOTOSYN002']),
    );
  });

  it('answers Videos in the contract shape', async () => {
    const response = await search({ query: 'meiosis', max_results: 1 });
    const [video] = response.json<{ videos: Video[] }>().videos;
    expect(Video.parse(video)).toEqual(video);
    expect(video).toMatchObject({
      video_id: 'CELLDIVIS01',
      url: 'https://www.youtube.com/watch?v=CELLDIVIS01',
      channel: 'Amoeba Sisters',
      thumbnail: 'https://i.ytimg.com/vi/CELLDIVIS01/hqdefault.jpg',
      metadata: { embed_url: 'https://www.youtube-nocookie.com/embed/CELLDIVIS01' },
      valid: true,
    });
  });

  it('respects max_results and exclude_video_ids', async () => {
    expect(await idsFor('cells', { max_results: 1 })).toHaveLength(1);
    expect(await idsFor('cells', { exclude_video_ids: ['CELLDIVIS01', 'MEMBRANE001'] })).toEqual([
      'PHOTOSYN001',
    ]);
  });

  it('lets the chat sharpen the order, never widen the matches', async () => {
    // "membrane", said twice in the chat, lifts the membrane video above the division one.
    const context = 'We talked about the membrane. The membrane lets some things through.';
    expect((await idsFor('cells', { context }))[0]).toBe('MEMBRANE001');
    // The chat's words alone do not bring in videos that do not match the query.
    expect(await idsFor('meiosis', { context: 'photosynthesis photosynthesis photosynthesis' })).toEqual([
      'CELLDIVIS01',
    ]);
  });

  it('answers nothing, not an error, for words it cannot search', async () => {
    expect(await idsFor('the and of')).toEqual([]);
    expect(await idsFor('?!')).toEqual([]);
    expect(await idsFor("cells & (light) | !x:* <-> 'quote")).toContain('PHOTOSYN001');
    expect(await idsFor('zygomorphic')).toEqual([]);
  });
});

describe('topic rules', () => {
  it('lift the videos of the category a matching rule leads to, while the rule is enabled', async () => {
    const cytology = (await call('POST', 'admin/video/categories', { name: 'Cytology' })).id as number;
    await addVideo(cytology, 'CYTOLOGY001', 'Cell organelles tour', { quality_score: 6.5 });
    // Quality 6.5 against 7: without a rule it comes after the other title matches.
    expect((await idsFor('cells'))[2]).toBe('CYTOLOGY001');

    const rule = await call('POST', 'admin/video/rules', {
      category_id: cytology,
      keywords: 'organelle, cells',
    });
    expect((await idsFor('cells'))[0]).toBe('CYTOLOGY001');
    // A query no rule matches gets no videos of the rule's category.
    expect(await idsFor('meiosis')).toEqual(['CELLDIVIS01']);

    await call('PUT', `admin/video/rules/${rule.id}`, {
      category_id: cytology,
      keywords: 'cells',
      enabled: false,
    });
    expect((await idsFor('cells'))[2]).toBe('CYTOLOGY001');
  });
});

describe("a topic rule's category", () => {
  it('brings in its curated videos for a matching topic, though their words differ, and only while the rule is enabled', async () => {
    const earth = (await call('POST', 'admin/video/categories', { name: 'Earth science' })).id as number;
    await addVideo(earth, 'LAVAMAGMA01', 'Lava and magma explained', {
      description: 'Molten rock, above and below ground.',
    });
    expect(await idsFor('volcano')).toEqual([]);

    const rule = await call('POST', 'admin/video/rules', {
      category_id: earth,
      keywords: 'volcano, volcanoes',
    });
    expect(await idsFor('volcano')).toEqual(['LAVAMAGMA01']);
    expect(await idsFor('How do volcanoes erupt?')).toContain('LAVAMAGMA01');
    // Topics the rule does not match are not sent to its category.
    expect(await idsFor('photosynthesis')).not.toContain('LAVAMAGMA01');

    await call('PUT', `admin/video/rules/${rule.id}`, {
      category_id: earth,
      keywords: 'volcano',
      enabled: false,
    });
    expect(await idsFor('volcano')).toEqual([]);
  });
});

describe('bad search requests', () => {
  it('refuses a blank query with a detail a person can act on', async () => {
    const response = await search({ query: '   ' });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe('query: A search query must not be blank.');
    expect((await search({})).statusCode).toBe(422);
  });

  it('refuses more than 5 results, and an overlong query', async () => {
    const tooMany = await search({ query: 'cells', max_results: 6 });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().detail).toMatch(/max_results is a whole number from 1 to 5/);
    expect((await search({ query: 'x'.repeat(201) })).statusCode).toBe(422);
  });
});

describe('the video-search API monitor without a key', () => {
  const get = (path: string) =>
    t.inject({ method: 'GET', url: `${API}/admin/youtube/${path}`, headers: admin });

  it('says the catalogue is in use and YouTube is not available', async () => {
    const status = (await get('status')).json();
    expect(status).toMatchObject({
      api_key_configured: false,
      provider: 'catalogue',
      quota_used_today: 0,
      quota_limit: 10_000,
      quota_percentage_used: 0,
      api_calls_today: 0,
      api_available: false,
    });
    expect(new Date(status.quota_resets_at).getTime()).toBeGreaterThan(Date.now());
  });

  it('reports the configuration', async () => {
    expect((await get('config')).json()).toEqual({
      quota_limit: 10_000,
      educational_threshold: 4,
      cache_ttl: 86_400,
      educational_channels_count: 22,
    });
  });

  it('answers the connection test, not as a failure, that no key is set and learners get the catalogue', async () => {
    const response = await t.inject({ method: 'POST', url: `${API}/admin/youtube/test`, headers: admin });
    expect(response.statusCode).toBe(200);
    expect(YoutubeTestResult.parse(response.json())).toEqual({
      success: true,
      status: 'not_configured',
      message: expect.stringMatching(
        /^No YouTube API key is set \(SOCRATICA_YOUTUBE_API_KEY\).*curated catalogue/,
      ),
      error: null,
      details: { provider: 'catalogue' },
    });
  });

  it('runs the search test on the curated catalogue, as learners get it, and says so', async () => {
    const response = await get('search?query=cells&max_results=5');
    expect(response.statusCode).toBe(200);
    const reply = YoutubeSearchReply.parse(response.json());
    expect(reply.source).toBe('catalogue');
    expect(reply.message).toBe(
      "No YouTube API key is set, so this searched the curated catalogue, as learners' searches do.",
    );
    expect(reply.videos.map((video) => video.video_id)).toEqual(await idsFor('cells'));
    expect(reply.videos.find((video) => video.video_id === 'CELLDIVIS01')).toMatchObject({
      title: 'Cell division: mitosis and meiosis',
      channel: 'Amoeba Sisters',
      url: 'https://www.youtube.com/watch?v=CELLDIVIS01',
      quality_score: 7,
      published_at: null,
    });
    expect((await get('search?query=zygomorphic')).json()).toMatchObject({ videos: [], source: 'catalogue' });
    expect((await get('search?query=%20%20')).statusCode).toBe(422);
    expect((await get('search?query=tides&max_results=6')).statusCode).toBe(422);
  });

  it('lists the configured educational channels by name, without YouTube facts', async () => {
    const { channels } = (await get('educational-channels')).json();
    expect(channels).toHaveLength(22);
    expect(channels[0]).toEqual({
      channel_id: 'UC4a-Gbdw7vOaccHmFo40b9g',
      title: 'Khan Academy',
      configured_name: 'Khan Academy',
      thumbnail: '',
      subscriber_count: null,
    });
  });
});

describe("a learner's searches per minute", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ SOCRATICA_VIDEO_SEARCHES_PER_MINUTE: '2' });
  });
  afterAll(() => limited.close());

  it("are limited, so that no one learner spends the day's quota, with how long to wait", async () => {
    const ada = (await limited.createUser('ada')).headers;
    const bob = (await limited.createUser('bob')).headers;
    const searchAs = (headers: { authorization: string }) =>
      limited.inject({ method: 'POST', url: `${API}/youtube-search`, headers, payload: { query: 'cells' } });

    expect((await searchAs(ada)).statusCode).toBe(200);
    expect((await searchAs(ada)).statusCode).toBe(200);
    const refused = await searchAs(ada);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(
      /^You can search for videos 2 times a minute\. Please wait \d+ seconds, then search again\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await searchAs(bob)).statusCode).toBe(200);
  });
});
