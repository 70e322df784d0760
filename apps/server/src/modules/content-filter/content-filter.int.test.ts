import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminHeaders();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const api = (method: Method, path: string, payload?: unknown) =>
  t.inject({
    method,
    url: `/socratica/api${path}`,
    headers: admin,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

let names = 0;
async function createCategory(fields: Record<string, unknown> = {}) {
  const response = await api('POST', '/categories', { name: `Category ${++names}`, ...fields });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number; name: string }>();
}
async function createFilter(fields: Record<string, unknown>) {
  const response = await api('POST', '/filters', fields);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>();
}
async function createVideo(fields: Record<string, unknown>) {
  const response = await api('POST', '/videos', { title: 'A video', ...fields });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number; video_id: string }>();
}
const list = async <T>(path: string, key: string) =>
  (await api('GET', path)).json<Record<string, T[]>>()[key]!;

describe('blocked categories', () => {
  it('creates a category with the defaults, and lists it with its filter count', async () => {
    const response = await api('POST', '/categories', { name: '  Violence  ' });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'Violence',
      description: '',
      enabled: true,
      severity: 'medium',
      filter_count: 0,
    });
    await createFilter({ blocked_category_id: created.id, keywords: 'stab' });
    await createFilter({ blocked_category_id: created.id, keywords: 'shoot' });
    const listed = await list<{ id: number; filter_count: number }>('/categories', 'categories');
    expect(listed.find((c) => c.id === created.id)).toEqual({ ...created, filter_count: 2 });
  });

  it.each([
    [{}, /The category name is required/],
    [{ name: '   ' }, /The category name must not be blank/],
    [{ name: 'x'.repeat(101) }, /at most 100 characters/],
    [{ name: 'Odd', severity: 'extreme' }, /severity must be low, medium, high or critical/],
  ])('refuses %j with a 422 that says why', async (payload, detail) => {
    const response = await api('POST', '/categories', payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toMatch(detail);
  });

  it('refuses a name already in use, whatever its case, with a 409', async () => {
    await createCategory({ name: 'Gambling' });
    const response = await api('POST', '/categories', { name: 'gambling' });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe(
      'There is already a blocked category named "Gambling". Choose another name.',
    );
  });

  it('answers 409, not 500, to the loser of two simultaneous creations of one name', async () => {
    const responses = await Promise.all(
      [1, 2, 3].map(() => api('POST', '/categories', { name: 'Simultaneous' })),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    for (const refused of responses.filter((r) => r.statusCode === 409)) {
      expect(refused.json().detail).toMatch(/already a blocked category named "Simultaneous"/);
    }
  });

  it('updates a category, keeping or changing its own name, and refuses another category’s name', async () => {
    const category = await createCategory({ name: 'Drugs', severity: 'high' });
    await createCategory({ name: 'Weapons' });
    const renamed = await api('PUT', `/categories/${category.id}`, {
      name: 'Illegal drugs',
      description: 'Buying or making them',
      severity: 'critical',
      enabled: false,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({
      id: category.id,
      name: 'Illegal drugs',
      description: 'Buying or making them',
      enabled: false,
      severity: 'critical',
      filter_count: 0,
    });
    expect((await api('PUT', `/categories/${category.id}`, { name: 'ILLEGAL DRUGS' })).statusCode).toBe(200);
    const clash = await api('PUT', `/categories/${category.id}`, { name: 'Weapons' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().detail).toMatch(/already a blocked category named "Weapons"/);
  });

  it('answers 404 for a category that does not exist', async () => {
    for (const method of ['PUT', 'DELETE'] as const) {
      const response = await api(method, '/categories/424242', method === 'PUT' ? { name: 'X' } : undefined);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'There is no blocked category 424242.' });
    }
  });

  it('deletes a category with its filters and blocked videos', async () => {
    const doomed = await createCategory();
    const kept = await createCategory();
    await createFilter({ blocked_category_id: doomed.id, keywords: 'one' });
    await createFilter({ blocked_category_id: doomed.id, keywords: 'two' });
    const keptFilter = await createFilter({ blocked_category_id: kept.id, keywords: 'three' });
    await createVideo({ blocked_category_id: doomed.id, url: 'https://youtu.be/aaaaaaaaaaa' });
    const keptVideo = await createVideo({
      blocked_category_id: kept.id,
      url: 'https://youtu.be/bbbbbbbbbbb',
    });

    const response = await api('DELETE', `/categories/${doomed.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: `Deleted the blocked category "${doomed.name}" with its 2 content filters and 1 blocked video.`,
    });
    const filters = await list<{ id: number; blocked_category_id: number }>('/filters', 'filters');
    expect(filters.filter((f) => f.blocked_category_id === doomed.id)).toEqual([]);
    expect(filters.map((f) => f.id)).toContain(keptFilter.id);
    const videos = await list<{ id: number; blocked_category_id: number }>('/videos', 'videos');
    expect(videos.filter((v) => v.blocked_category_id === doomed.id)).toEqual([]);
    expect(videos.map((v) => v.id)).toContain(keptVideo.id);
    expect(await t.services.contentFilter.blockedVideoIds()).not.toContain('aaaaaaaaaaa');
    expect((await api('DELETE', `/categories/${doomed.id}`)).statusCode).toBe(404);
  });
});

describe('content filters', () => {
  it('splits comma-separated terms, trims them, drops empty ones, and applies the defaults', async () => {
    const category = await createCategory({ name: 'Insults' });
    const response = await api('POST', '/filters', {
      blocked_category_id: category.id,
      keywords: '  idiot, ,moron ,  ',
      phrases: 'shut up,, get lost ',
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toEqual({
      id: expect.any(Number),
      blocked_category_id: category.id,
      category_name: 'Insults',
      keywords: ['idiot', 'moron'],
      phrases: ['shut up', 'get lost'],
      match_type: 'any',
      case_sensitive: false,
      enabled: true,
    });
    expect(await list('/filters', 'filters')).toContainEqual(created);
  });

  it('accepts terms as a list too', async () => {
    const category = await createCategory();
    const created = await createFilter({
      blocked_category_id: category.id,
      keywords: [' a ', 'b, c', ''],
      match_type: 'exact',
      case_sensitive: true,
      enabled: false,
    });
    expect(created).toMatchObject({
      keywords: ['a', 'b', 'c'],
      phrases: [],
      match_type: 'exact',
      case_sensitive: true,
      enabled: false,
    });
  });

  it.each([
    [{ keywords: ' , ,' }, /Give at least one keyword/],
    [{}, /Keywords are comma-separated text or a list/],
    [{ keywords: 'x', match_type: 'fuzzy' }, /match_type must be any, all or exact/],
    [{ keywords: 'x', case_sensitive: 'sometimes' }, /case_sensitive/],
    [{ keywords: 'x'.repeat(201) }, /at most 200 characters/],
  ])('refuses %j with a 422 that says why', async (payload, detail) => {
    const category = await createCategory();
    const response = await api('POST', '/filters', { blocked_category_id: category.id, ...payload });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toMatch(detail);
  });

  it('refuses a filter without a category, or naming one that does not exist', async () => {
    const missing = await api('POST', '/filters', { keywords: 'x' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail).toMatch(/Choose a category/);
    const unknown = await api('POST', '/filters', { blocked_category_id: 31337, keywords: 'x' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().detail).toMatch(/^There is no blocked category 31337\./);
  });

  it('updates a filter, moving it to another category, and deletes it', async () => {
    const first = await createCategory();
    const second = await createCategory({ name: 'Second home' });
    const filter = await createFilter({ blocked_category_id: first.id, keywords: 'old' });
    const updated = await api('PUT', `/filters/${filter.id}`, {
      blocked_category_id: second.id,
      keywords: 'new, newer',
      match_type: 'all',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({
      id: filter.id,
      blocked_category_id: second.id,
      category_name: 'Second home',
      keywords: ['new', 'newer'],
      phrases: [],
      match_type: 'all',
      case_sensitive: false,
      enabled: true,
    });
    const toNowhere = await api('PUT', `/filters/${filter.id}`, {
      blocked_category_id: 31337,
      keywords: 'x',
    });
    expect(toNowhere.statusCode).toBe(422);
    expect(toNowhere.json().detail).toMatch(/There is no blocked category 31337/);

    const deleted = await api('DELETE', `/filters/${filter.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({
      success: true,
      message: `Deleted content filter ${filter.id} from "Second home".`,
    });
    expect(await list<{ id: number }>('/filters', 'filters')).not.toContainEqual(
      expect.objectContaining({ id: filter.id }),
    );
  });

  it('answers 404 for a filter that does not exist', async () => {
    const category = await createCategory();
    const put = await api('PUT', '/filters/424242', { blocked_category_id: category.id, keywords: 'x' });
    expect(put.statusCode).toBe(404);
    expect(put.json()).toEqual({ detail: 'There is no content filter 424242.' });
    expect((await api('DELETE', '/filters/424242')).statusCode).toBe(404);
  });
});

describe('blocked videos', () => {
  it('blocks a video by its URL, storing the video id, with the defaults', async () => {
    const category = await createCategory({ name: 'Scams' });
    const response = await api('POST', '/videos', {
      blocked_category_id: category.id,
      title: ' Get rich quick ',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42',
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toEqual({
      id: expect.any(Number),
      blocked_category_id: category.id,
      category_name: 'Scams',
      video_id: 'dQw4w9WgXcQ',
      title: 'Get rich quick',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42',
      channel: '',
      description: '',
      quality_score: 5,
      availability_status: 'available',
    });
    expect(await list('/videos', 'videos')).toContainEqual(created);
    expect(await t.services.contentFilter.blockedVideoIds()).toContain('dQw4w9WgXcQ');
  });

  it('keeps a quality score with one decimal exactly as given', async () => {
    const category = await createCategory();
    const video = await api('POST', '/videos', {
      blocked_category_id: category.id,
      title: 'Scored',
      url: 'https://youtube.com/shorts/ccccccccccc',
      quality_score: 4.7,
    });
    expect(video.json()).toMatchObject({ quality_score: 4.7, video_id: 'ccccccccccc' });
  });

  it.each([
    [{ quality_score: 5.5 }, /The quality score must be from 0 to 5/],
    [{ quality_score: -0.1 }, /The quality score must be from 0 to 5/],
    [{ quality_score: 4.55 }, /The quality score goes in steps of 0.1/],
    [{ quality_score: 'high' }, /The quality score must be a number from 0 to 5/],
    [{ url: 'https://www.youtube.com/channel/UC123' }, /The URL must be a YouTube video address/],
    [{ url: 'https://example.com/watch?v=dQw4w9WgXcQ' }, /The URL must be a YouTube video address/],
    [{ url: 'not a url' }, /The URL must be a YouTube video address/],
    [{ url: undefined }, /The URL is required/],
    [{ title: '  ' }, /The title must not be blank/],
    [{ availability_status: 'gone' }, /availability_status/],
  ])('refuses %j with a 422 that says why', async (payload, detail) => {
    const category = await createCategory();
    const response = await api('POST', '/videos', {
      blocked_category_id: category.id,
      title: 'A video',
      url: 'https://youtu.be/ddddddddddd',
      ...payload,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toMatch(detail);
  });

  it('refuses a video under a category that does not exist', async () => {
    const response = await api('POST', '/videos', {
      blocked_category_id: 31337,
      title: 'A video',
      url: 'https://youtu.be/eeeeeeeeeee',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toMatch(/^There is no blocked category 31337\./);
  });

  it('updates the video id with the URL, and unblocks on delete', async () => {
    const category = await createCategory();
    const video = await createVideo({
      blocked_category_id: category.id,
      url: 'https://youtu.be/fffffffffff',
    });
    const updated = await api('PUT', `/videos/${video.id}`, {
      blocked_category_id: category.id,
      title: 'Renamed',
      url: 'https://www.youtube.com/embed/ggggggggggg',
      channel: 'Some channel',
      quality_score: 0,
      availability_status: 'unavailable',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      id: video.id,
      video_id: 'ggggggggggg',
      title: 'Renamed',
      channel: 'Some channel',
      quality_score: 0,
      availability_status: 'unavailable',
    });
    const ids = await t.services.contentFilter.blockedVideoIds();
    expect(ids).toContain('ggggggggggg');
    expect(ids).not.toContain('fffffffffff');

    const deleted = await api('DELETE', `/videos/${video.id}`);
    expect(deleted.json()).toEqual({ success: true, message: 'Removed "Renamed" from the blocked videos.' });
    expect(await t.services.contentFilter.blockedVideoIds()).not.toContain('ggggggggggg');
    expect((await api('DELETE', `/videos/${video.id}`)).statusCode).toBe(404);
    const put = await api('PUT', `/videos/${video.id}`, {
      blocked_category_id: category.id,
      title: 'X',
      url: 'https://youtu.be/ggggggggggg',
    });
    expect(put.statusCode).toBe(404);
    expect(put.json()).toEqual({ detail: `There is no blocked video ${video.id}.` });
  });

  it('stops blocking the videos of a disabled category', async () => {
    const category = await createCategory({ name: 'Switchable' });
    await createVideo({ blocked_category_id: category.id, url: 'https://youtu.be/hhhhhhhhhhh' });
    expect(await t.services.contentFilter.blockedVideoIds()).toContain('hhhhhhhhhhh');
    await api('PUT', `/categories/${category.id}`, { name: 'Switchable', enabled: false });
    expect(await t.services.contentFilter.blockedVideoIds()).not.toContain('hhhhhhhhhhh');
  });
});

describe('the check other modules call', () => {
  it('sees a new filter at once, and stops seeing it once disabled or deleted', async () => {
    const check = (text: string) => t.services.contentFilter.check(text);
    expect(await check('you absolute nincompoop')).toBeNull();

    const category = await createCategory({ name: 'Name-calling', severity: 'high' });
    const fields = { blocked_category_id: category.id, keywords: 'nincompoop', match_type: 'exact' };
    const filter = await createFilter(fields);
    expect(await check('you absolute NINCOMPOOP')).toEqual({
      categoryId: category.id,
      categoryName: 'Name-calling',
      severity: 'high',
      filterId: filter.id,
      matched: 'nincompoop',
    });
    expect(await check('nincompoops')).toBeNull();

    await api('PUT', `/filters/${filter.id}`, { ...fields, enabled: false });
    expect(await check('you absolute nincompoop')).toBeNull();

    await api('PUT', `/filters/${filter.id}`, fields);
    expect(await check('you absolute nincompoop')).not.toBeNull();
    await api('PUT', `/categories/${category.id}`, { name: 'Name-calling', enabled: false });
    expect(await check('you absolute nincompoop')).toBeNull();
    await api('PUT', `/categories/${category.id}`, { name: 'Name-calling', severity: 'low' });
    expect((await check('you absolute nincompoop'))?.severity).toBe('low');

    await api('DELETE', `/filters/${filter.id}`);
    expect(await check('you absolute nincompoop')).toBeNull();
  });
});

describe('the audit log', () => {
  it('records every create, update and delete, with who did it and what', async () => {
    const category = await createCategory({ name: 'Audited' });
    await api('PUT', `/categories/${category.id}`, { name: 'Audited', severity: 'critical' });
    const filter = await createFilter({ blocked_category_id: category.id, keywords: 'alpha, beta' });
    await api('PUT', `/filters/${filter.id}`, { blocked_category_id: category.id, keywords: 'alpha' });
    await api('DELETE', `/filters/${filter.id}`);
    const video = await createVideo({
      blocked_category_id: category.id,
      url: 'https://youtu.be/iiiiiiiiiii',
    });
    await api('PUT', `/videos/${video.id}`, {
      blocked_category_id: category.id,
      title: 'Retitled',
      url: 'https://youtu.be/iiiiiiiiiii',
    });
    await api('DELETE', `/videos/${video.id}`);
    await api('DELETE', `/categories/${category.id}`);

    const logs = (await api('GET', '/admin/audit-logs?limit=500')).json<{
      logs: { action_type: string; username: string; action_details: Record<string, unknown> }[];
    }>().logs;
    const entry = (type: string) => {
      const found = logs.find((log) => log.action_type === type && JSON.stringify(log).includes('Audited'));
      expect(found, type).toBeDefined();
      expect(found!.username).toBe('admin');
      return found!.action_details;
    };
    expect(entry('blocked_category_created')).toMatchObject({
      action: 'Created blocked category "Audited" (medium)',
      category_id: category.id,
    });
    expect(entry('blocked_category_updated')).toMatchObject({
      action: 'Updated blocked category "Audited"',
      changes: { severity: { from: 'medium', to: 'critical' } },
    });
    expect(entry('content_filter_created')).toMatchObject({
      action: `Created content filter ${filter.id} (any: alpha, beta) in "Audited"`,
      keywords: ['alpha', 'beta'],
    });
    expect(entry('content_filter_updated')).toMatchObject({
      changes: { keywords: { from: ['alpha', 'beta'], to: ['alpha'] } },
    });
    expect(entry('content_filter_deleted')).toMatchObject({ filter_id: filter.id });
    expect(entry('blocked_video_created')).toMatchObject({
      action: 'Blocked video "A video" (iiiiiiiiiii) under "Audited"',
    });
    expect(entry('blocked_video_updated')).toMatchObject({
      changes: { title: { from: 'A video', to: 'Retitled' } },
    });
    expect(entry('blocked_video_deleted')).toMatchObject({ video_id: 'iiiiiiiiiii' });
    expect(entry('blocked_category_deleted')).toMatchObject({
      action: 'Deleted blocked category "Audited" with its 0 content filters and 0 blocked videos',
    });
  });

  it('records nothing for a refused change', async () => {
    const count = async () =>
      (await api('GET', '/admin/audit-logs')).json<{ pagination: { total: number } }>();
    const before = (await count()).pagination.total;
    await api('POST', '/filters', { blocked_category_id: 31337, keywords: 'x' });
    await api('POST', '/categories', { name: ' ' });
    await api('DELETE', '/videos/424242');
    expect((await count()).pagination.total).toBe(before);
  });
});
