import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminHeaders();
});
afterAll(() => t.close());

interface Log {
  action_type: string;
  username: string | null;
  user_role: string | null;
  action_details: Record<string, unknown>;
  ip_address: string | null;
  location_city: string | null;
  location_country: string | null;
  is_vpn: boolean;
}

const logs = async (query = ''): Promise<Log[]> =>
  (await t.inject({ method: 'GET', url: `/socratica/api/admin/audit-logs${query}`, headers: admin })).json()
    .logs;

describe('the audit trail', () => {
  it('records a successful sign-in with the address and its location', async () => {
    await t.inject({
      method: 'POST',
      url: '/socratica/api/login',
      remoteAddress: '81.2.69.142',
      payload: { username: 'admin', password: ADMIN_PASSWORD },
    });
    const [latest] = await logs();
    expect(latest).toMatchObject({
      action_type: 'login_success',
      username: 'admin',
      user_role: 'admin',
      ip_address: '81.2.69.142',
      location_country: 'GB',
      is_vpn: false,
    });
    expect(latest!.location_city).toBeTruthy();
    expect(latest!.action_details.action).toBe('Signed in as "admin"');
  });

  it('flags a sign-in from a hosting network', async () => {
    await t.inject({
      method: 'POST',
      url: '/socratica/api/login',
      remoteAddress: '8.8.8.8',
      payload: { username: 'nobody', password: 'x' },
    });
    const [latest] = await logs();
    expect(latest).toMatchObject({
      action_type: 'login_failed',
      username: 'nobody',
      user_role: null,
      ip_address: '8.8.8.8',
      location_country: 'US',
      is_vpn: true,
    });
    expect(latest!.action_details).toMatchObject({ reason: 'unknown_user' });
  });

  it('gives loopback and private addresses no location', async () => {
    await t.inject({
      method: 'POST',
      url: '/socratica/api/login',
      remoteAddress: '192.168.1.20',
      payload: { username: 'admin', password: 'bad' },
    });
    const [latest] = await logs();
    expect(latest).toMatchObject({
      ip_address: '192.168.1.20',
      location_city: null,
      location_country: null,
      is_vpn: false,
    });
  });

  it('records logout and every admin action, with the acting admin', async () => {
    const { id } = await t.createUser('learner');
    await t.inject({
      method: 'PUT',
      url: `/socratica/api/admin/users/${id}/password`,
      headers: admin,
      payload: { new_password: 'other' },
    });
    await t.inject({
      method: 'PUT',
      url: `/socratica/api/admin/users/${id}/status`,
      headers: admin,
      payload: { status: 'inactive' },
    });
    const headersAfter = await t.signIn('admin', ADMIN_PASSWORD);
    await t.inject({ method: 'POST', url: '/socratica/api/logout', headers: headersAfter });
    // Logging out revoked every admin token; reading the log needs a new sign-in (not yet audited when read).
    admin = await t.signIn('admin', ADMIN_PASSWORD);
    const types = (await logs()).map((l) => l.action_type);
    expect(types.slice(1, 7)).toEqual([
      'logout',
      'login_success',
      'user_status_changed',
      'user_password_changed',
      'login_success',
      'user_created',
    ]);
    const created = (await logs()).find((l) => l.action_type === 'user_created')!;
    expect(created).toMatchObject({ username: 'admin', user_role: 'admin' });
    expect(created.action_details).toMatchObject({
      action: 'Created user account "learner"',
      target_username: 'learner',
    });
  });

  it('filters by the role of the acting user and pages 100 at a time', async () => {
    const learnerOnly = await logs('?user_role_filter=user');
    expect(learnerOnly.length).toBeGreaterThan(0);
    expect(learnerOnly.every((l) => l.user_role === 'user')).toBe(true);
    const adminOnly = await logs('?user_role_filter=admin');
    expect(adminOnly.every((l) => l.user_role === 'admin')).toBe(true);
    const page = (
      await t.inject({ method: 'GET', url: '/socratica/api/admin/audit-logs', headers: admin })
    ).json().pagination;
    expect(page.limit).toBe(100);
    const bad = await t.inject({
      method: 'GET',
      url: '/socratica/api/admin/audit-logs?user_role_filter=robot',
      headers: admin,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail).toMatch(/user or admin/);
  });
});
