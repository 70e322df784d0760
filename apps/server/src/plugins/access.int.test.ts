import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionWithBaseline } from '../../test/assessment-journey.js';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

/** A token signed with the server's own secret, with exactly the claims given. */
function signedToken(claims: object) {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
  return `${unsigned}.${createHmac('sha256', TEST_SECRET).update(unsigned).digest('base64url')}`;
}

const me = (token: string) =>
  t.inject({ method: 'GET', url: '/socratica/api/me', headers: { authorization: `Bearer ${token}` } });

describe('tokens', () => {
  it('accepts a correctly signed token with every claim', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect((await me(signedToken({ sub: '1', ver: 0, iat: now, exp: now + 60 }))).statusCode).toBe(200);
  });

  it('refuses a correctly signed token without an expiry, a subject or a version', async () => {
    const now = Math.floor(Date.now() / 1000);
    for (const claims of [
      { sub: '1', ver: 0, iat: now },
      { ver: 0, iat: now, exp: now + 60 },
      { sub: '1', iat: now, exp: now + 60 },
    ]) {
      const response = await me(signedToken(claims));
      expect(response.statusCode, JSON.stringify(claims)).toBe(401);
      expect(response.json()).toEqual({ detail: 'Your session has ended. Please sign in again.' });
    }
  });
});

describe('caching', () => {
  it('marks API answers no-store, so no browser or proxy keeps a token or a learner’s data', async () => {
    const login = await t.inject({
      method: 'POST',
      url: '/socratica/api/login',
      payload: { username: 'admin', password: ADMIN_PASSWORD },
    });
    expect(login.headers['cache-control']).toBe('no-store');
    const token = login.json<{ access_token: string }>().access_token;
    for (const url of ['/socratica/api/me', '/socratica/api/admin/users', '/socratica/api/assessments']) {
      const response = await t.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const refused = await t.inject({ method: 'GET', url: '/socratica/api/me' });
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('marks the tutor’s streamed replies no-store too', async () => {
    const { headers } = await t.createUser('streamer');
    const sessionId = await sessionWithBaseline(t, headers);
    const stream = await t.inject({
      method: 'POST',
      url: '/socratica/api/chat/stream',
      headers,
      payload: { session_id: sessionId, messages: [{ role: 'user', content: 'Hi' }] },
    });
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(stream.headers['cache-control']).toBe('no-store, no-transform');
  });
});
