import type { Video, VideoReport } from '@socratica/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  FAKE_YOUTUBE_KEY,
  startFakeYoutubeServer,
  type FakeYoutubeServer,
} from '../../../test/fakes/youtube-server.js';

// The search applies what the moderation modules decide, through their own APIs: the blacklist
// (video-feedback), blocked videos and content filters (content-filter), and learners' upvotes.

const API = '/socratica/api';

let youtube: FakeYoutubeServer;
let t: TestApp;
let admin: { authorization: string };
let learners: { headers: { authorization: string } }[];

beforeAll(async () => {
  youtube = await startFakeYoutubeServer();
  t = await createTestApp({
    SOCRATICA_YOUTUBE_API_KEY: FAKE_YOUTUBE_KEY,
    SOCRATICA_YOUTUBE_BASE_URL: youtube.url,
  });
  admin = await t.adminHeaders();
  learners = [await t.createUser('mod-a'), await t.createUser('mod-b'), await t.createUser('mod-c')];
});
afterAll(async () => {
  await t.close();
  await youtube.close();
});
beforeEach(() => youtube.reset());

const call = async (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => {
  const response = await t.inject({ method, url: `${API}/${url}`, headers, ...(payload ? { payload } : {}) });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json();
};

const search = async (query: string) =>
  (await call('POST', 'youtube-search', learners[0]!.headers, { query })).videos as Video[];

const facts = (video: Video) => ({
  video_id: video.video_id,
  video_url: video.url,
  video_title: video.title,
  channel_name: video.channel,
  channel_id: video.channel_id,
});

async function blacklist(video: Video, action: 'blacklist_video' | 'blacklist_channel') {
  await call('POST', 'video-feedback/report', learners[1]!.headers, {
    ...facts(video),
    comment: 'Not suitable.',
  });
  const { reports } = (await call('GET', 'video-feedback/admin/reports', admin)) as {
    reports: VideoReport[];
  };
  const report = reports.find((r) => r.video_id === video.video_id)!;
  await call('PUT', `video-feedback/admin/reports/${report.id}/review?action=${action}`, admin);
}

describe('moderation of search results (in order: each test leaves its rules in place)', () => {
  it('lifts videos that learners upvoted', async () => {
    const [explained, , crashCourse, , lecture, howItWorks] = youtube.videoIdsFor('volcanoes');
    const before = await search('Volcanoes');
    expect(before.map((v) => v.video_id)).toEqual([explained, crashCourse, lecture, howItWorks]);
    const lectureVideo = before.find((v) => v.video_id === lecture)!;
    for (const learner of learners) {
      await call('POST', 'video-feedback/upvote', learner.headers, {
        ...facts(lectureVideo),
        topic: 'volcanoes',
      });
    }
    expect((await search('volcanoes')).map((v) => v.video_id)).toEqual([
      explained,
      lecture,
      crashCourse,
      howItWorks,
    ]);
  });

  it('applies the blacklist, blocked videos and content filters to cached results too', async () => {
    const [explained, , crashCourse, , lecture, howItWorks] = youtube.videoIdsFor('glaciers');
    const first = await search('Glaciers');
    expect(first.map((v) => v.video_id)).toEqual([explained, crashCourse, lecture, howItWorks]);
    const byId = new Map(first.map((v) => [v.video_id, v]));
    youtube.reset();

    await blacklist(byId.get(explained!)!, 'blacklist_video');
    await blacklist(byId.get(crashCourse!)!, 'blacklist_channel');
    const category = await call('POST', 'categories', admin, { name: 'Not for class', severity: 'high' });
    await call('POST', 'filters', admin, { blocked_category_id: category.id, keywords: 'lecture' });

    const moderated = await search('glaciers');
    expect(youtube.requests).toHaveLength(0);
    expect(moderated.map((v) => v.video_id)).toEqual([howItWorks]);

    // A blocked video goes too; with nothing of YouTube's left, the catalogue answers.
    await call('POST', 'videos', admin, {
      blocked_category_id: category.id,
      title: 'Blocked',
      url: `https://youtu.be/${howItWorks}`,
    });
    const curatedCategory = await call('POST', 'admin/video/categories', admin, { name: 'Ice' });
    await call('POST', 'admin/video/videos', admin, {
      category_id: curatedCategory.id,
      title: 'How glaciers carve valleys',
      url: 'https://www.youtube.com/watch?v=GLACIER0001',
      quality_score: 9,
    });
    expect((await search('glaciers')).map((v) => v.video_id)).toEqual(['GLACIER0001']);
    expect(youtube.requests).toHaveLength(0);
  });

  it('filters catalogue videos the same way', async () => {
    const category = await call('POST', 'admin/video/categories', admin, { name: 'Deserts' });
    for (const [id, title] of [
      ['DESERT00001', 'Desert dunes and wind'],
      ['DESERT00002', 'Desert survival gore special'],
    ] as const) {
      await call('POST', 'admin/video/videos', admin, {
        category_id: category.id,
        title,
        url: `https://www.youtube.com/watch?v=${id}`,
      });
    }
    const blocked = await call('POST', 'categories', admin, { name: 'Violence' });
    await call('POST', 'filters', admin, { blocked_category_id: blocked.id, keywords: 'gore' });
    // No YouTube results are suitable for this query, so the catalogue answers.
    youtube.respondWith(() => ({ kind: 'json', status: 200, body: { items: [] } }));
    expect((await search('desert')).map((v) => v.video_id)).toEqual(['DESERT00001']);
  });
});
