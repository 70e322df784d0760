import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../../test/test-app.js';

/** Decisions 002 and 015: the address and account limits stop guessers; device cookies keep owners in. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Each test signs in from addresses of its own, so that no test spends another's per-address budget.
function login(
  username: string,
  password: string,
  { from, cookie }: { from: string; cookie?: string | undefined },
) {
  return t.inject({
    method: 'POST',
    url: '/socratica/api/login',
    remoteAddress: from,
    headers: cookie ? { cookie } : {},
    payload: { username, password },
  });
}

/** The `name=value` pair a browser would send back, from the answer's Set-Cookie line. */
function deviceCookieOf(response: LightMyRequestResponse): string {
  const [line] = [response.headers['set-cookie'] ?? []].flat();
  expect(line, 'a device cookie').toMatch(/^socratica_device=/);
  return line!.split(';')[0]!;
}

/** Signs a new learner in from their own browser and returns that browser's device cookie. */
async function learnerWithBrowser(username: string, from: string) {
  await t.createUser(username);
  const response = await login(username, `${username}-password`, { from });
  expect(response.statusCode).toBe(200);
  return deviceCookieOf(response);
}

async function guessWrong(username: string, times: number, from: string, cookie?: string) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++)
    statuses.push((await login(username, `guess-${i}`, { from, cookie })).statusCode);
  return statuses;
}

describe('the account limit for untrusted clients', () => {
  it('locks after 5 failures, even for the right password, and says how long to wait', async () => {
    await t.createUser('throttled');
    expect(await guessWrong('throttled', 5, '10.1.0.1')).toEqual([401, 401, 401, 401, 401]);
    const blocked = await login('throttled', 'throttled-password', { from: '10.1.0.2' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toMatch(
      /^Too many failed sign-in attempts for this account\. Please wait 1[45] minutes and try again, or sign in from a browser you have signed in with before\.$/,
    );
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    // Another account from another address is unaffected.
    expect((await login('admin', ADMIN_PASSWORD, { from: '10.1.0.3' })).statusCode).toBe(200);
  });

  it('throttles an unknown username exactly like a real one', async () => {
    await guessWrong('ghost', 5, '10.2.0.1');
    const blocked = await login('ghost', 'x', { from: '10.2.0.2' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toMatch(/for this account/);
  });
});

describe('device cookies', () => {
  it('keep a learner signing in from their browser while a guesser elsewhere is stopped', async () => {
    const browser = await learnerWithBrowser('ada', '10.3.0.1');

    const statuses = await guessWrong('ada', 20, '10.66.0.1');
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(new Set(statuses.slice(5))).toEqual(new Set([429]));
    const guesser = await login('ada', 'ada-password', { from: '10.66.0.1' });
    expect(guesser.statusCode).toBe(429);
    expect(guesser.json().detail).toMatch(/^Too many failed sign-in attempts for this account\./);
    expect(Number(guesser.headers['retry-after'])).toBeGreaterThan(0);

    const owner = await login('ada', 'ada-password', { from: '10.3.0.1', cookie: browser });
    expect(owner.statusCode).toBe(200);
    expect(deviceCookieOf(owner)).not.toBe(browser);
    // A browser the learner never signed in with is an untrusted client: it shares the account's lockout.
    expect((await login('ada', 'ada-password', { from: '10.3.0.1' })).statusCode).toBe(429);
  });

  it("treat a forged or another user's cookie as untrusted", async () => {
    const owner = await learnerWithBrowser('grace', '10.4.0.1');
    const someoneElse = await learnerWithBrowser('mallory', '10.4.0.2');
    await guessWrong('grace', 5, '10.4.0.3');

    const [version, , issued, nonce, signature] = someoneElse.split('=')[1]!.split('.');
    const graceId = (await t.services.users.findByUsername('grace'))!.id;
    const relabelled = `socratica_device=${[version, graceId, issued, nonce, signature].join('.')}`;
    const resigned = `${owner.slice(0, -4)}AAAA`;
    for (const cookie of [someoneElse, relabelled, resigned, 'socratica_device=forged']) {
      const response = await login('grace', 'grace-password', { from: '10.4.0.2', cookie });
      expect(response.statusCode, cookie).toBe(429);
    }
    expect((await login('grace', 'grace-password', { from: '10.4.0.1', cookie: owner })).statusCode).toBe(
      200,
    );
  });

  it('keep the same answer for an unknown user and a wrong password, whatever cookie comes along', async () => {
    const browser = await learnerWithBrowser('hopper', '10.5.0.1');
    const unknown = await login('nobody-here', 'x', { from: '10.5.0.1', cookie: browser });
    const wrong = await login('hopper', 'x', { from: '10.5.0.1', cookie: browser });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(unknown.headers['set-cookie']).toBeUndefined();
  });

  it('lock out a browser that guesses wrong, on its own', async () => {
    const browser = await learnerWithBrowser('lovelace', '10.6.0.1');
    expect(await guessWrong('lovelace', 5, '10.6.0.1', browser)).toEqual([401, 401, 401, 401, 401]);

    const locked = await login('lovelace', 'lovelace-password', { from: '10.6.0.1', cookie: browser });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().detail).toMatch(/^Too many failed sign-in attempts from this browser\. Please wait/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    // The browser's failures are its own: the account is not locked for anyone else.
    expect((await login('lovelace', 'lovelace-password', { from: '10.6.0.2' })).statusCode).toBe(200);
  });

  it('are counted in the audit log by nonce, never by the cookie itself', async () => {
    const browser = await learnerWithBrowser('noether', '10.7.0.1');
    await guessWrong('noether', 1, '10.7.0.1', browser);
    const logs = await t.inject({
      method: 'GET',
      url: '/socratica/api/admin/audit-logs?limit=20',
      headers: await t.adminHeaders(),
    });
    const rows = (
      logs.json().logs as { username: string; action_type: string; action_details: object }[]
    ).filter((row) => row.username === 'noether');
    const failed = rows.find((row) => row.action_type === 'login_failed');
    const signedIn = rows.find((row) => row.action_type === 'login_success');
    const [, , , nonce, signature] = browser.split('=')[1]!.split('.');
    expect(failed?.action_details).toMatchObject({ device: nonce });
    expect(signedIn?.action_details).toMatchObject({ issued_device: nonce });
    expect(JSON.stringify(rows)).not.toContain(signature);
  });

  it('never authenticate anything on their own', async () => {
    const browser = await learnerWithBrowser('turing', '10.8.0.1');
    const me = await t.inject({ method: 'GET', url: '/socratica/api/me', headers: { cookie: browser } });
    expect(me.statusCode).toBe(401);
  });

  it('are HttpOnly, SameSite=Strict, scoped to sign-in, and not Secure over plain HTTP', async () => {
    const response = await login('admin', ADMIN_PASSWORD, { from: '10.9.0.1' });
    const line = String(response.headers['set-cookie']);
    expect(line).toMatch(/; Path=\/socratica\/api\/login;/);
    expect(line).toContain('; HttpOnly');
    expect(line).toContain('; SameSite=Strict');
    expect(line).not.toContain('Secure');
  });
});

describe('the address limit', () => {
  it('stops one address that sprays many accounts, trusted browsers included', async () => {
    const browser = await learnerWithBrowser('shared', '10.10.0.1');
    for (let i = 0; i < 20; i++) await login(`spray${i}`, 'x', { from: '10.10.0.1' });

    for (const cookie of [undefined, browser]) {
      const blocked = await login('shared', 'shared-password', { from: '10.10.0.1', cookie });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().detail).toMatch(/^Too many failed sign-in attempts from your network\./);
    }
    expect((await login('admin', ADMIN_PASSWORD, { from: '10.10.0.2' })).statusCode).toBe(200);
  });
});

describe('behind an HTTPS proxy', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ SOCRATICA_TRUST_PROXY: 'true' });
  });
  afterAll(() => proxied.close());

  it('marks the device cookie Secure', async () => {
    const response = await proxied.inject({
      method: 'POST',
      url: '/socratica/api/login',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { username: 'admin', password: ADMIN_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).toMatch(/; Secure$/);
  });
});
