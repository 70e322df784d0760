import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, type NewAuditLogRow } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let admin: { authorization: string };

const HOUR = 3600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR);
const iso = (date: Date) => date.toISOString();

interface Log {
  id: number;
  created_at: string;
  username: string | null;
  user_role: string | null;
  action_type: string;
  is_vpn: boolean;
}
interface Page {
  logs: Log[];
  pagination: { page: number; limit: number; total: number; total_pages: number };
}

const auditPage = async (query: Record<string, string>): Promise<Page> => {
  const response = await t.inject({
    method: 'GET',
    url: `/socratica/api/admin/audit-logs?${new URLSearchParams(query).toString()}`,
    headers: admin,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page>();
};
const idsOf = (page: Page) => page.logs.map((l) => l.id);

/** The rows seeded below, by name, with their ids once inserted. */
const seeded: Record<string, number> = {};
const SEED: Record<string, Omit<NewAuditLogRow, 'actionDetails'>> = {
  failedAlice: { actionType: 'login_failed', username: 'Alice', createdAt: hoursAgo(48) },
  throttledAlice: { actionType: 'login_throttled', username: 'alice', createdAt: hoursAgo(72) },
  oldFailure: { actionType: 'login_failed', username: 'mallory', createdAt: hoursAgo(8 * 24) },
  vpnSignIn: {
    actionType: 'login_success',
    username: 'alice',
    userRole: 'user',
    isVpn: true,
    createdAt: hoursAgo(30),
  },
  newCountrySignIn: {
    actionType: 'login_success',
    username: 'alice',
    userRole: 'user',
    locationCountry: 'SE',
    newCountry: true,
    createdAt: hoursAgo(5),
  },
  oldVpnFailure: {
    actionType: 'login_failed',
    username: 'alicia',
    isVpn: true,
    createdAt: hoursAgo(10 * 24),
  },
  adminAction: { actionType: 'user_created', username: 'boss', userRole: 'admin', createdAt: hoursAgo(2) },
  logout: { actionType: 'logout', username: 'alice', userRole: 'user', createdAt: hoursAgo(26) },
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminHeaders();
  for (const [name, row] of Object.entries(SEED)) {
    const [created] = await t.database.db
      .insert(auditLogs)
      .values({ ...row, actionDetails: { action: name } })
      .returning({ id: auditLogs.id });
    seeded[name] = created!.id;
  }
});
afterAll(() => t.close());

const ids = (...names: string[]) => names.map((name) => seeded[name]!);

describe('GET admin/audit-logs filters', () => {
  it('matches the acting username whole and without regard to case', async () => {
    const alice = await auditPage({ username: 'ALICE' });
    expect(idsOf(alice).sort()).toEqual(
      ids('failedAlice', 'throttledAlice', 'vpnSignIn', 'newCountrySignIn', 'logout').sort(),
    );
    expect(alice.pagination.total).toBe(5);
    expect((await auditPage({ username: 'ali' })).pagination.total).toBe(0);
    // Blank is no filter at all.
    expect((await auditPage({ username: '  ' })).pagination.total).toBe(
      (await auditPage({})).pagination.total,
    );
  });

  it('filters by one action type', async () => {
    const throttled = await auditPage({ action_type: 'login_throttled' });
    expect(idsOf(throttled)).toEqual(ids('throttledAlice'));
    const bad = await t.inject({
      method: 'GET',
      url: '/socratica/api/admin/audit-logs?action_type=coffee_break',
      headers: admin,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail).toMatch(/^action_type: /);
  });

  it('shows failed and throttled sign-ins as the failed-logins view', async () => {
    const failed = await auditPage({ view: 'failed_logins' });
    expect(failed.logs.every((l) => ['login_failed', 'login_throttled'].includes(l.action_type))).toBe(true);
    expect(idsOf(failed)).toEqual(expect.arrayContaining(ids('failedAlice', 'throttledAlice', 'oldFailure')));
  });

  it('shows VPN rows and sign-ins from a new country as the suspicious view', async () => {
    const suspicious = await auditPage({ view: 'suspicious' });
    // Newest first.
    expect(idsOf(suspicious)).toEqual(ids('newCountrySignIn', 'vpnSignIn', 'oldVpnFailure'));
  });

  it('takes rows from `from` (included) up to `to` (excluded)', async () => {
    const exactly = (await auditPage({ username: 'alice' })).logs.find((l) => l.id === seeded.logout)!;
    const window = await auditPage({ from: exactly.created_at, to: iso(hoursAgo(4)) });
    const windowIds = idsOf(window);
    expect(windowIds).toContain(seeded.logout);
    expect(windowIds).toContain(seeded.newCountrySignIn);
    expect(windowIds).not.toContain(seeded.adminAction);
    expect(windowIds).not.toContain(seeded.vpnSignIn);
    const upToLogout = await auditPage({ to: exactly.created_at, username: 'alice' });
    expect(idsOf(upToLogout)).not.toContain(seeded.logout);
    // An offset other than Z means the same instant.
    const offset = await auditPage({ from: '2000-01-01T05:00:00+05:00', username: 'alice' });
    expect(offset.pagination.total).toBe(5);
  });

  it('combines filters, and the pagination totals are those of the filter', async () => {
    const learnerSuspicious = await auditPage({ user_role_filter: 'user', view: 'suspicious' });
    expect(idsOf(learnerSuspicious)).toEqual(ids('newCountrySignIn', 'vpnSignIn'));
    const paged = await auditPage({ username: 'alice', page: '2', limit: '2' });
    expect(paged.pagination).toEqual({ page: 2, limit: 2, total: 5, total_pages: 3 });
    expect(idsOf(paged)).toEqual(ids('vpnSignIn', 'failedAlice'));
  });

  it.each([
    [{ view: 'weird' }, 'view: view must be failed_logins or suspicious.'],
    [{ from: 'yesterday' }, 'from: from must be a date and time like 2026-11-23T05:00:00Z.'],
    [{ from: '2026-11-23T05:00:00Z', to: '2026-11-23T05:00:00Z' }, 'to: from must come before to.'],
    [{ username: 'x'.repeat(51) }, 'username: username can be at most 50 characters.'],
  ])('refuses %j with a sentence', async (query, detail) => {
    const response = await t.inject({
      method: 'GET',
      url: `/socratica/api/admin/audit-logs?${new URLSearchParams(query).toString()}`,
      headers: admin,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe(detail);
  });
});

describe('the dashboard cards and the filters they link to', () => {
  it('count exactly the rows the matching filter lists', async () => {
    const stats = (
      await t.inject({ method: 'GET', url: '/socratica/api/admin/dashboard', headers: admin })
    ).json();
    const total = async (query: Record<string, string>) => (await auditPage(query)).pagination.total;
    const weekAgo = iso(hoursAgo(7 * 24));
    expect(stats.failed_logins_7d).toBe(await total({ view: 'failed_logins', from: weekAgo }));
    expect(stats.suspicious_activity_7d).toBe(await total({ view: 'suspicious', from: weekAgo }));
    expect(stats.total_audit_logs).toBe(await total({ from: iso(hoursAgo(24)) }));
    // And the seeded rows are among them: the old ones are not.
    expect(stats.failed_logins_7d).toBe(2);
    expect(stats.suspicious_activity_7d).toBe(2);
  });
});
