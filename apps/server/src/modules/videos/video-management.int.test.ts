import type { AuditLog, CuratedVideo, TopicRule, VideoCategory } from '@socratica/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

const API = '/socratica/api/admin/video';

let t: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminHeaders();
});
afterAll(() => t.close());

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
  t.inject({ method, url: `${API}/${path}`, headers: admin, ...(payload ? { payload } : {}) });

async function auditTypes(): Promise<string[]> {
  const response = await t.inject({ method: 'GET', url: '/socratica/api/admin/audit-logs', headers: admin });
  return response.json<{ logs: AuditLog[] }>().logs.map((log) => log.action_type);
}

async function newCategory(name: string, extra: object = {}): Promise<VideoCategory> {
  const response = await send('POST', 'categories', { name, ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<VideoCategory>();
}

describe('video categories', () => {
  it('are created, listed with their counts, changed and deleted with their rules and videos', async () => {
    const created = await newCategory('  Chemistry ', { description: 'Atoms and reactions', priority: 5 });
    expect(created).toMatchObject({
      name: 'Chemistry',
      description: 'Atoms and reactions',
      priority: 5,
      enabled: true,
      videos: 0,
      matching_rules: 0,
    });

    await send('POST', 'rules', { category_id: created.id, keywords: 'atom, molecule' });
    await send('POST', 'videos', {
      category_id: created.id,
      title: 'Atoms explained',
      url: 'https://www.youtube.com/watch?v=ATOMS000001',
    });
    const listed = (await send('GET', 'categories')).json<{ categories: VideoCategory[] }>().categories;
    expect(listed.find((c) => c.id === created.id)).toMatchObject({ videos: 1, matching_rules: 1 });

    const changed = await send('PUT', `categories/${created.id}`, { name: 'Chemistry 101', enabled: false });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      name: 'Chemistry 101',
      enabled: false,
      priority: 0,
      description: '',
    });

    const deleted = await send('DELETE', `categories/${created.id}`);
    expect(deleted.json()).toEqual({
      success: true,
      message: 'The category "Chemistry 101" was deleted, with its 1 rule and 1 video.',
    });
    expect((await send('GET', 'rules')).json<{ rules: TopicRule[] }>().rules).toEqual([]);
    expect((await send('GET', 'videos')).json<{ videos: CuratedVideo[] }>().videos).toEqual([]);
    expect(await auditTypes()).toEqual(
      expect.arrayContaining(['video_category_created', 'video_category_updated', 'video_category_deleted']),
    );
  });

  it('count each category’s own videos and rules, and the audit log records the true numbers (issue 25)', async () => {
    const biology = await newCategory('Biology');
    const geology = await newCategory('Geology');
    for (const keywords of ['rock, mineral', 'volcano']) {
      await send('POST', 'rules', { category_id: geology.id, keywords });
    }
    for (const n of [1, 2, 3]) {
      await send('POST', 'videos', {
        category_id: geology.id,
        title: `Rocks ${n}`,
        url: `https://www.youtube.com/watch?v=ROCKS00000${n}`,
      });
    }
    const listed = (await send('GET', 'categories')).json<{ categories: VideoCategory[] }>().categories;
    expect(listed.find((c) => c.id === biology.id)).toMatchObject({ videos: 0, matching_rules: 0 });
    expect(listed.find((c) => c.id === geology.id)).toMatchObject({ videos: 3, matching_rules: 2 });

    const deleted = await send('DELETE', `categories/${geology.id}`);
    expect(deleted.json<{ message: string }>().message).toBe(
      'The category "Geology" was deleted, with its 2 rules and 3 videos.',
    );
    const logs = (
      await t.inject({ method: 'GET', url: '/socratica/api/admin/audit-logs', headers: admin })
    ).json<{ logs: AuditLog[] }>().logs;
    expect(logs.find((log) => log.action_type === 'video_category_deleted')?.action_details).toEqual({
      action: 'Deleted video category "Geology" with its 2 rules and 3 videos',
      category_id: geology.id,
      name: 'Geology',
      rules: 2,
      videos: 3,
    });
    await send('DELETE', `categories/${biology.id}`);
  });

  it('refuse a blank name, a taken name (in any case), and ids that do not exist', async () => {
    const blank = await send('POST', 'categories', { name: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().detail).toBe('name: The category name must not be blank.');
    expect((await send('POST', 'categories', {})).json().detail).toMatch(/The category name is required/);

    await newCategory('Physics');
    const taken = await send('POST', 'categories', { name: 'physics' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toBe('A video category named "Physics" already exists. Choose another name.');
    const other = await newCategory('Astronomy');
    expect((await send('PUT', `categories/${other.id}`, { name: 'PHYSICS' })).statusCode).toBe(409);
    expect((await send('PUT', `categories/${other.id}`, { name: 'Astronomy', priority: 2 })).statusCode).toBe(
      200,
    );

    expect((await send('PUT', 'categories/9999', { name: 'Nope' })).json()).toEqual({
      detail: 'There is no video category with id 9999.',
    });
    expect((await send('DELETE', 'categories/9999')).statusCode).toBe(404);
    expect((await send('DELETE', 'categories/abc')).statusCode).toBe(422);
  });
});

describe('topic rules', () => {
  it('are created from comma-separated keywords, changed and deleted', async () => {
    const category = await newCategory('Geology');
    const created = await send('POST', 'rules', {
      category_id: category.id,
      keywords: ' rocks, , volcano ,minerals',
    });
    expect(created.statusCode).toBe(201);
    const rule = created.json<TopicRule>();
    expect(rule).toMatchObject({
      category_id: category.id,
      category: 'Geology',
      keywords: ['rocks', 'volcano', 'minerals'],
      match_type: 'any',
      priority: 0,
      enabled: true,
    });

    const changed = await send('PUT', `rules/${rule.id}`, {
      category_id: category.id,
      keywords: ['plate tectonics'],
      match_type: 'exact',
      priority: 3,
      enabled: false,
    });
    expect(changed.json()).toMatchObject({
      keywords: ['plate tectonics'],
      match_type: 'exact',
      priority: 3,
      enabled: false,
    });
    expect((await send('GET', 'rules')).json<{ rules: TopicRule[] }>().rules.map((r) => r.id)).toContain(
      rule.id,
    );

    expect((await send('DELETE', `rules/${rule.id}`)).json()).toEqual({
      success: true,
      message: 'The topic rule for "Geology" was deleted.',
    });
    expect((await send('DELETE', `rules/${rule.id}`)).statusCode).toBe(404);
    expect(await auditTypes()).toEqual(
      expect.arrayContaining(['topic_rule_created', 'topic_rule_updated', 'topic_rule_deleted']),
    );
  });

  it('refuse an unknown category, no keywords and a bad match type', async () => {
    const unknown = await send('POST', 'rules', { category_id: 9999, keywords: 'x' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().detail).toBe(
      'There is no video category with id 9999. Choose one of the existing categories.',
    );
    const category = await newCategory('Ecology');
    expect(
      (await send('POST', 'rules', { category_id: category.id, keywords: ' , ' })).json().detail,
    ).toMatch(/Give at least one keyword/);
    expect(
      (await send('POST', 'rules', { category_id: category.id, keywords: 'x', match_type: 'some' })).json()
        .detail,
    ).toMatch(/match_type must be any, all or exact/);
  });
});

describe('curated videos', () => {
  let category: VideoCategory;
  beforeAll(async () => {
    category = await newCategory('Oceans');
  });

  it('are added from any YouTube address, stored with the canonical one, changed and removed', async () => {
    const created = await send('POST', 'videos', {
      category_id: category.id,
      title: ' Why the tides rise ',
      url: 'https://youtu.be/TIDES000001?t=30',
      channel: 'Ocean School',
      description: 'The moon pulls the oceans.',
      duration: 'PT6M10S',
      view_count: 1234,
      quality_score: 8.5,
    });
    expect(created.statusCode, created.body).toBe(201);
    const video = created.json<CuratedVideo>();
    expect(video).toEqual({
      id: video.id,
      category_id: category.id,
      category: 'Oceans',
      video_id: 'TIDES000001',
      title: 'Why the tides rise',
      url: 'https://www.youtube.com/watch?v=TIDES000001',
      channel: 'Ocean School',
      channel_id: '',
      description: 'The moon pulls the oceans.',
      duration: 'PT6M10S',
      view_count: 1234,
      quality_score: 8.5,
      availability_status: 'available',
    });

    const changed = await send('PUT', `videos/${video.id}`, {
      category_id: category.id,
      title: 'Why the tides rise and fall',
      url: 'https://www.youtube.com/shorts/TIDES000002',
      availability_status: 'unavailable',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      video_id: 'TIDES000002',
      title: 'Why the tides rise and fall',
      quality_score: 7,
      availability_status: 'unavailable',
      duration: null,
    });
    expect(
      (await send('GET', 'videos')).json<{ videos: CuratedVideo[] }>().videos.map((v) => v.id),
    ).toContain(video.id);

    expect((await send('DELETE', `videos/${video.id}`)).json()).toEqual({
      success: true,
      message: '"Why the tides rise and fall" was removed from the catalogue.',
    });
    expect((await send('DELETE', `videos/${video.id}`)).json()).toEqual({
      detail: `There is no curated video with id ${video.id}.`,
    });
    expect(await auditTypes()).toEqual(
      expect.arrayContaining(['curated_video_created', 'curated_video_updated', 'curated_video_deleted']),
    );
  });

  it('refuse an unknown category, an address that is not a video, a bad score and a duplicate', async () => {
    const valid = {
      category_id: category.id,
      title: 'Waves',
      url: 'https://www.youtube.com/watch?v=WAVES000001',
    };

    const unknown = await send('POST', 'videos', { ...valid, category_id: 9999 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().detail).toMatch(/There is no video category with id 9999/);

    for (const url of ['https://vimeo.com/12345', 'https://www.youtube.com/channel/UCabc', 'not a url']) {
      const refused = await send('POST', 'videos', { ...valid, url });
      expect(refused.statusCode, url).toBe(422);
      expect(refused.json().detail).toMatch(/The URL must be a YouTube video address/);
    }
    expect((await send('POST', 'videos', { ...valid, quality_score: 10.5 })).json().detail).toMatch(
      /quality score must be from 0 to 10/,
    );
    expect((await send('POST', 'videos', { ...valid, title: '' })).statusCode).toBe(422);
    expect((await send('POST', 'videos', { ...valid, duration: '6 minutes' })).statusCode).toBe(422);

    const first = await send('POST', 'videos', valid);
    expect(first.statusCode).toBe(201);
    const duplicate = await send('POST', 'videos', { ...valid, url: 'https://youtu.be/WAVES000001' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().detail).toBe(
      `That video is already in the catalogue as "Waves" (id ${first.json().id}). Edit it instead.`,
    );

    const second = await send('POST', 'videos', {
      ...valid,
      url: 'https://www.youtube.com/watch?v=WAVES000002',
    });
    expect((await send('PUT', `videos/${second.json().id}`, valid)).statusCode).toBe(409);
    expect((await send('PUT', 'videos/9999', valid)).statusCode).toBe(404);
  });
});
