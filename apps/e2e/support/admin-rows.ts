import { expect, type APIRequestContext } from '@playwright/test';
import { bearerFor, createLearner } from './accounts.js';
import { ADMIN_PASSWORD } from './constants.js';
import { seedCatalogue } from './video-catalogue.js';

type Headers = { authorization: string };

const CATEGORY = 'Medical misinformation';
const DOCUMENT = 'Notes on tides';

/** The `key` list of GET `path`. */
async function listed<T>(request: APIRequestContext, headers: Headers, path: string, key: string) {
  const response = await request.get(`/socratica/api/${path}`, { headers });
  expect(response.ok(), path).toBe(true);
  return ((await response.json()) as Record<string, T[]>)[key]!;
}

async function created(request: APIRequestContext, headers: Headers, path: string, data: object) {
  const response = await request.post(`/socratica/api/${path}`, { headers, data });
  expect([200, 201, 409], `${path}: ${await response.text()}`).toContain(response.status());
}

async function contentFiltering(request: APIRequestContext, admin: Headers) {
  await created(request, admin, 'categories', {
    name: CATEGORY,
    description: 'Cures and treatments no doctor would recommend',
    severity: 'medium',
  });
  const categories = await listed<{ id: number; name: string }>(request, admin, 'categories', 'categories');
  const category = categories.find((c) => c.name === CATEGORY)!.id;
  if ((await listed(request, admin, 'filters', 'filters')).length === 0)
    await created(request, admin, 'filters', {
      blocked_category_id: category,
      keywords: 'miracle cure, detox tea',
      phrases: 'doctors hate this',
    });
  if ((await listed(request, admin, 'videos', 'videos')).length === 0)
    await created(request, admin, 'videos', {
      blocked_category_id: category,
      title: 'One miracle cure for everything',
      url: 'https://www.youtube.com/watch?v=M1racleCur3',
      channel: 'Snake Oil',
    });
}

async function videoManagement(request: APIRequestContext, admin: Headers) {
  await seedCatalogue(request, admin);
  const categories = await listed<{ id: number; name: string }>(
    request,
    admin,
    'admin/video/categories',
    'categories',
  );
  if ((await listed(request, admin, 'admin/video/rules', 'rules')).length === 0)
    await created(request, admin, 'admin/video/rules', {
      category_id: categories.find((c) => c.name === 'Biology')!.id,
      // Words no other journey's learner picks, so that no video suggestion elsewhere changes.
      keywords: 'botany, mycology, lichens',
    });
}

/** A learner upvotes one video and reports two; the admin blacklists the second, so each list has a row. */
async function videoReports(request: APIRequestContext, admin: Headers) {
  const reports = await listed(request, admin, 'video-feedback/admin/reports', 'reports');
  const blacklist = await listed(request, admin, 'video-feedback/admin/blacklist', 'blacklist');
  if (reports.length > 0 && blacklist.length > 0) return;
  const { username, password } = await createLearner(request, 'a-reporter-with-a-rather-long-username');
  const learner = await bearerFor(request, username, password);
  const video = (id: string, title: string) => ({
    video_id: id,
    video_url: `https://www.youtube.com/watch?v=${id}`,
    video_title: title,
    channel_name: 'Tide Tables',
    channel_id: 'UCtidetables00000000000',
  });
  await created(request, learner, 'video-feedback/upvote', { ...video('T1desExpl4n', 'How tides work') });
  await created(request, learner, 'video-feedback/report', {
    ...video('T1desW0rng1', 'Tides are caused by wind'),
    comment: 'This video says the wind makes the tides, which is wrong.',
  });
  await created(request, learner, 'video-feedback/report', {
    ...video('T1desW0rng2', 'The moon is hollow'),
    comment: 'Nonsense from start to finish.',
  });
  const pending = await listed<{ id: number; video_id: string }>(
    request,
    admin,
    'video-feedback/admin/reports',
    'reports',
  );
  const hollow = pending.find((report) => report.video_id === 'T1desW0rng2')!;
  const reviewed = await request.put(
    `/socratica/api/video-feedback/admin/reports/${hollow.id}/review?action=blacklist_video`,
    { headers: admin },
  );
  expect(reviewed.ok(), await reviewed.text()).toBe(true);
}

async function sources(request: APIRequestContext, admin: Headers) {
  const documents = await listed<{ title: string }>(request, admin, 'admin/sources', 'documents');
  if (documents.some((document) => document.title === DOCUMENT)) return;
  const response = await request.post('/socratica/api/admin/sources', {
    headers: admin,
    multipart: {
      title: DOCUMENT,
      topics: 'tides, oceanography',
      file: {
        name: 'tides.md',
        mimeType: 'text/markdown',
        buffer: Buffer.from(
          '# Tides\n\nThe moon pulls the oceans towards it, and the water rises twice a day.\n',
        ),
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/**
 * At least one row in the admin panel's tables, made through the API as the panel's own forms would; safe to
 * call again. Not the podcast tab's: an episode made here, before the podcast journey, warms the generation
 * up so much that the journey's next one is published before the notice can show its stages.
 */
export async function seedAdminRows(request: APIRequestContext) {
  const admin = await bearerFor(request, 'admin', ADMIN_PASSWORD);
  await createLearner(request, 'table-learner');
  await contentFiltering(request, admin);
  await videoManagement(request, admin);
  await videoReports(request, admin);
  await sources(request, admin);
}
