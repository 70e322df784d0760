import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { parseFeed } from 'podcast-partytime';
import type { RssInfo } from '@socratica/contracts';
import { users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { publishTestEpisode, type TestEpisode } from '../../../test/podcast-episodes.js';

// Decision 035: a feed per user. Each address carries the shared episodes and its user's own, never
// another's; a reset, a deactivation or an admin's rotation makes the old address answer 410.

const API = '/socratica/api/podcasts';
const RETIRED =
  'This feed address has been replaced by a new one. Copy the new address from the Subscribe tab of the podcast page.';

type Learner = { id: number; headers: { authorization: string } };

let t: TestApp;
let admin: { authorization: string };
let ada: Learner;
let ben: Learner;
let shared: TestEpisode;
let adasOwn: TestEpisode;
let bensOwn: TestEpisode;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminHeaders();
  ada = await t.createUser('feed-ada');
  ben = await t.createUser('feed-ben');
  shared = await publishTestEpisode(t, {
    title: 'Shared tides',
    publishDate: new Date('2026-03-01T10:00:00Z'),
  });
  adasOwn = await publishTestEpisode(t, {
    title: 'Just for Ada',
    ownerId: ada.id,
    publishDate: new Date('2026-03-03T10:00:00Z'),
  });
  bensOwn = await publishTestEpisode(t, {
    title: 'Just for Ben',
    ownerId: ben.id,
    publishDate: new Date('2026-03-02T10:00:00Z'),
  });
});
afterAll(() => t.close());

async function addressOf(headers: { authorization: string }): Promise<string> {
  const response = await t.inject({ method: 'GET', url: `${API}/rss/info`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return new URL(response.json<RssInfo>().rss_feed_url).pathname;
}

async function guidsAt(path: string): Promise<string[]> {
  const response = await t.inject({ method: 'GET', url: path });
  expect(response.statusCode, response.body).toBe(200);
  return parseFeed(response.body)!.items.map((item) => item.guid);
}

async function expectRetired(path: string) {
  const response = await t.inject({ method: 'GET', url: path });
  expect(response.statusCode, path).toBe(410);
  expect(response.json()).toEqual({ detail: RETIRED });
  expect(response.headers.location).toBeUndefined();
}

async function resetOwn(headers: { authorization: string }): Promise<string> {
  const response = await t.inject({ method: 'POST', url: `${API}/rss/reset`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return new URL(response.json<RssInfo>().rss_feed_url).pathname;
}

const setStatus = (id: number, status: 'active' | 'inactive') =>
  t.inject({
    method: 'PUT',
    url: `/socratica/api/admin/users/${id}/status`,
    headers: admin,
    payload: { status },
  });

describe('a feed per user', () => {
  it('carries the shared episodes and the user’s own, newest first, and never another user’s', async () => {
    const adas = await addressOf(ada.headers);
    const bens = await addressOf(ben.headers);
    expect(adas).not.toBe(bens);
    // Read in turns, so that a document kept for one reader would show up in the other's answer.
    for (let round = 0; round < 2; round++) {
      expect(await guidsAt(adas)).toEqual([adasOwn.guid, shared.guid]);
      expect(await guidsAt(bens)).toEqual([bensOwn.guid, shared.guid]);
    }
    const adminsXml = (await t.inject({ method: 'GET', url: await addressOf(admin) })).body;
    expect(adminsXml).not.toContain(adasOwn.guid);
    expect(adminsXml).not.toContain(bensOwn.guid);
    expect(adminsXml).toContain(shared.guid);

    // A new episode of Ada's reaches her feed at once, and still not Ben's.
    const later = await publishTestEpisode(t, {
      title: 'Ada’s second',
      ownerId: ada.id,
      publishDate: new Date('2026-03-04T10:00:00Z'),
      announce: false,
    });
    expect(await guidsAt(adas)).toEqual([later.guid, adasOwn.guid, shared.guid]);
    expect(await guidsAt(bens)).toEqual([bensOwn.guid, shared.guid]);
  });

  it('resets to a new address with the same items; the old one answers 410; others keep theirs', async () => {
    const old = await addressOf(ada.headers);
    const bens = await addressOf(ben.headers);
    const before = await guidsAt(old);
    const fresh = await resetOwn(ada.headers);
    expect(fresh).not.toBe(old);
    expect(await addressOf(ada.headers)).toBe(fresh);
    await expectRetired(old);
    expect(await guidsAt(fresh)).toEqual(before);
    expect(await guidsAt(bens)).toEqual([bensOwn.guid, shared.guid]);

    const logs = await t.inject({
      method: 'GET',
      url: '/socratica/api/admin/audit-logs?action_type=podcast_feed_reset',
      headers: admin,
    });
    expect(logs.json().logs[0]).toMatchObject({
      username: 'feed-ada',
      action_details: { target_user_id: ada.id },
    });
    expect((await t.inject({ method: 'POST', url: `${API}/rss/reset` })).statusCode).toBe(401);
  });

  it('answers 410 once its user is deactivated, and gives a new address after reactivation', async () => {
    const carol = await t.createUser('feed-carol');
    const old = await addressOf(carol.headers);
    expect((await t.inject({ method: 'GET', url: old })).statusCode).toBe(200);
    expect((await setStatus(carol.id, 'inactive')).statusCode).toBe(200);
    await expectRetired(old);
    expect((await setStatus(carol.id, 'active')).statusCode).toBe(200);
    await expectRetired(old);
    // Deactivation also ended Carol's session: she signs in again.
    const fresh = await addressOf(await t.signIn('feed-carol', 'feed-carol-password'));
    expect(fresh).not.toBe(old);
    expect((await t.inject({ method: 'GET', url: fresh })).statusCode).toBe(200);
  });

  it('answers 410 for a user made inactive without the deactivation hook (another instance, a script)', async () => {
    const dan = await t.createUser('feed-dan');
    const old = await addressOf(dan.headers);
    await t.database.db.update(users).set({ status: 'inactive' }).where(eq(users.id, dan.id));
    await expectRetired(old);
    // Retired on that read: reactivated, the user is given a new address.
    await t.database.db.update(users).set({ status: 'active' }).where(eq(users.id, dan.id));
    await expectRetired(old);
  });

  it('retires every user’s address at once when an admin rotates, each given a new one on asking', async () => {
    const olds = [await addressOf(ada.headers), await addressOf(ben.headers), await addressOf(admin)];
    // Listed, the public page shows the shared feed's own address: the rotation retires it too.
    await t.inject({
      method: 'PUT',
      url: `${API}/admin/feed-listing`,
      headers: admin,
      payload: { listed_in_directories: true },
    });
    const shown = (await t.inject({ method: 'GET', url: `${API}/public-info` })).json();
    const sharedBefore = new URL(shown.rss_feed_url as string).pathname;
    const adasItems = await guidsAt(olds[0]!);

    const rotated = await t.inject({ method: 'POST', url: `${API}/admin/rotate-feed`, headers: admin });
    expect(rotated.statusCode, rotated.body).toBe(200);
    for (const old of [...olds, sharedBefore]) await expectRetired(old);

    const adas = await addressOf(ada.headers);
    expect(olds).not.toContain(adas);
    expect(await guidsAt(adas)).toEqual(adasItems);
    expect(await guidsAt(await addressOf(ben.headers))).toEqual([bensOwn.guid, shared.guid]);
    expect(await addressOf(admin)).toBe(new URL(rotated.json<RssInfo>().rss_feed_url).pathname);
  });
});
