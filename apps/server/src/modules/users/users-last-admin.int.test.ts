import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, users } from '../../db/schema/index.js';
import type { Principal } from '../../plugins/access.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * Socratica always keeps one active administrator. These tests switch the first admin off, so they
 * have an app of their own.
 */
let t: TestApp;
const ROUNDS = 5;
const rivals: { a: Admin; b: Admin }[] = [];

interface Admin {
  id: number;
  username: string;
}

beforeAll(async () => {
  t = await createTestApp();
  for (let round = 0; round < ROUNDS; round++) {
    const [a, b] = [`rival_a${round}`, `rival_b${round}`];
    rivals.push({
      a: { id: (await t.createUser(a, { role: 'admin', password: 'pass' })).id, username: a },
      b: { id: (await t.createUser(b, { role: 'admin', password: 'pass' })).id, username: b },
    });
  }
});
afterAll(() => t.close());

/** An administrator acting through the service, as a request that already passed its checks does. */
const principalOf = ({ id, username }: Admin): Principal => ({
  id,
  username,
  email: `${username}@example.com`,
  role: 'admin',
  tokenVersion: 0,
});

const activeAdmins = async () =>
  (
    await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.status, 'active')))
      .orderBy(users.id)
  ).map((r) => r.id);

/** Leaves exactly these administrators active. */
async function onlyActive(...keep: Admin[]) {
  const by = principalOf(keep[0]!);
  for (const admin of keep) await t.services.users.setStatus(admin.id, 'active', by, '127.0.0.1');
  for (const id of await activeAdmins()) {
    if (!keep.some((k) => k.id === id)) await t.services.users.setStatus(id, 'inactive', by, '127.0.0.1');
  }
  expect(await activeAdmins()).toEqual(keep.map((k) => k.id).sort((x, y) => x - y));
}

/** Where the racing requests come from, to tell their audit rows from the set-up's. */
const RACE_ADDRESS = '192.0.2.50';

const deactivate = (id: number, headers: { authorization: string }) =>
  t.inject({
    method: 'PUT',
    url: `/socratica/api/admin/users/${id}/status`,
    headers,
    payload: { status: 'inactive' },
    remoteAddress: RACE_ADDRESS,
  });

describe('the last active administrator', () => {
  it('cannot be deactivated, by an administrator switched off while asking', async () => {
    const { a, b } = rivals[0]!;
    await onlyActive(a);
    // b's request passed its checks before b was switched off.
    const refused = t.services.users.setStatus(a.id, 'inactive', principalOf(b), '127.0.0.1');
    await expect(refused).rejects.toMatchObject({
      statusCode: 409,
      detail:
        '"rival_a0" is the last active administrator, and Socratica needs one. Create or activate another administrator first.',
    });
    expect(await activeAdmins()).toEqual([a.id]);
  });

  it('survives two administrators deactivating each other at the same moment', async () => {
    for (const { a, b } of rivals.slice(0, 3)) {
      await onlyActive(a, b);
      // Both requests have passed their checks; only the database stands between them.
      const outcomes = await Promise.allSettled([
        t.services.users.setStatus(b.id, 'inactive', principalOf(a), '127.0.0.1'),
        t.services.users.setStatus(a.id, 'inactive', principalOf(b), '127.0.0.1'),
      ]);
      expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
      const refusal = outcomes.find((o) => o.status === 'rejected')!;
      expect(refusal.reason).toMatchObject({ statusCode: 409 });
      expect(await activeAdmins()).toHaveLength(1);
    }
  });

  it('lets one of two such requests through the API, and refuses the other', async () => {
    for (const { a, b } of rivals.slice(3)) {
      await onlyActive(a, b);
      const [aHeaders, bHeaders] = [await t.signIn(a.username, 'pass'), await t.signIn(b.username, 'pass')];
      const answers = await Promise.all([deactivate(b.id, aHeaders), deactivate(a.id, bHeaders)]);
      // The loser is refused as the last administrator (409), or, when the winner had finished
      // before the loser's request was checked, as signed out (401).
      const [won, lost] = answers.sort((x, y) => x.statusCode - y.statusCode);
      expect(won.statusCode).toBe(200);
      expect([401, 409]).toContain(lost.statusCode);
      expect(await activeAdmins()).toHaveLength(1);
    }
  });

  it('records only the deactivation that happened', async () => {
    const raceDeactivations = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.actionType, 'user_status_changed'), eq(auditLogs.ipAddress, RACE_ADDRESS)));
    // Each round through the API: one deactivation done and recorded, one refused and not.
    expect(raceDeactivations).toHaveLength(ROUNDS - 3);
  });
});
