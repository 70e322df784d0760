import type { Video, VideoReport } from '@socratica/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

// Issue 11: without a YouTube key, an empty catalogue says so; and curated videos carry a channel identity, so
// that a report of one can blacklist its channel, as for YouTube.

const API = '/socratica/api';

let t: TestApp;
let admin: { authorization: string };
let learner: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({ SOCRATICA_VIDEO_SEARCHES_PER_MINUTE: '1000' });
  admin = await t.adminHeaders();
  learner = (await t.createUser('viewer')).headers;
});
afterAll(() => t.close());

const call = async (method: 'GET' | 'POST' | 'PUT', url: string, headers: object, payload?: object) => {
  const response = await t.inject({
    method,
    url: `${API}/${url}`,
    headers: { ...headers },
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json();
};

const search = async (query: string) =>
  (await call('POST', 'youtube-search', learner, { query })) as { videos: Video[]; catalogue_empty: boolean };

describe('the curated catalogue (in order: the catalogue fills up as the tests go)', () => {
  it('says it is empty when nothing has been added yet', async () => {
    expect(await search('volcanoes')).toEqual({ videos: [], catalogue_empty: true });
  });

  it('gives videos added without a channel id one channel identity per channel name', async () => {
    const geology = (await call('POST', 'admin/video/categories', admin, { name: 'Geology' })).id as number;
    for (const [id, title, channel] of [
      ['VOLCANO0001', 'How volcanoes erupt', 'Rock Talks'],
      ['VOLCANO0002', 'Volcanoes and magma chambers', 'rock  talks'],
      ['VOLCANO0003', 'Volcanoes of Iceland', 'Field Trips'],
    ]) {
      await call('POST', 'admin/video/videos', admin, {
        category_id: geology,
        title,
        url: `https://www.youtube.com/watch?v=${id}`,
        channel,
        quality_score: 7,
      });
    }

    const found = await search('volcanoes');

    expect(found.catalogue_empty).toBe(false);
    const channelOf = (id: string) => found.videos.find((v) => v.video_id === id)!.channel_id;
    expect(channelOf('VOLCANO0001')).toMatch(/^catalogue-/);
    expect(channelOf('VOLCANO0002')).toBe(channelOf('VOLCANO0001'));
    expect(channelOf('VOLCANO0003')).not.toBe(channelOf('VOLCANO0001'));
  });

  it('lets a report of a catalogue video blacklist its channel, which hides every video of it', async () => {
    const reported = (await search('volcanoes')).videos.find((v) => v.video_id === 'VOLCANO0001')!;
    await call('POST', 'video-feedback/report', learner, {
      video_id: reported.video_id,
      video_url: reported.url,
      video_title: reported.title,
      channel_name: reported.channel,
      channel_id: reported.channel_id,
      comment: 'Misleading.',
    });
    const { reports } = (await call('GET', 'video-feedback/admin/reports', admin)) as {
      reports: VideoReport[];
    };
    const report = reports.find((r) => r.video_id === 'VOLCANO0001')!;

    await call('PUT', `video-feedback/admin/reports/${report.id}/review?action=blacklist_channel`, admin);

    const after = await search('volcanoes');
    expect(after.videos.map((v) => v.video_id)).toEqual(['VOLCANO0003']);
    expect(after.catalogue_empty).toBe(false);
  });
});
