import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (headers: Record<string, string>) =>
  t.inject({ method: 'GET', url: '/socratica/api/me', headers });

function base64url(value: object | string) {
  return Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
}

describe('POST login', () => {
  it('accepts a form-encoded body and answers a bearer token', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/socratica/api/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=admin&password=${ADMIN_PASSWORD}`,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ token_type: 'bearer', expires_in: 720 * 60 });
    const [header] = body.access_token.split('.');
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toMatchObject({ alg: 'HS256' });
    const who = await me({ authorization: `Bearer ${body.access_token}` });
    expect(who.json()).toEqual({ id: 1, username: 'admin', email: 'admin@socratica.local', role: 'admin' });
  });

  it('accepts JSON and matches usernames without regard to case', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/socratica/api/login',
      payload: { username: 'ADMIN', password: ADMIN_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
  });

  it('gives an unknown user the same answer as a wrong password', async () => {
    const unknown = await t.inject({
      method: 'POST',
      url: '/socratica/api/login',
      payload: { username: 'nobody', password: 'x' },
    });
    const wrong = await t.inject({
      method: 'POST',
      url: '/socratica/api/login',
      payload: { username: 'admin', password: 'wrong' },
    });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(unknown.json()).toEqual({ detail: 'Incorrect username or password.' });
  });

  it('refuses a missing field with a readable detail', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/socratica/api/login',
      payload: { username: 'admin' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toContain('password');
  });
});

describe('bearer tokens', () => {
  it('refuses a missing token', async () => {
    const response = await me({});
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toMatch(/sign in/i);
  });

  it('refuses a tampered, an alg:none, a foreign-key and an expired token', async () => {
    const { authorization } = await t.adminHeaders();
    const token = authorization.slice('Bearer '.length);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());

    const tampered = `${header}.${base64url({ ...claims, sub: '2' })}.${signature}`;
    const algNone = `${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    const sign = (h: object, p: object, secret: string) => {
      const unsigned = `${base64url(h)}.${base64url(p)}`;
      return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
    };
    const foreign = sign({ alg: 'HS256', typ: 'JWT' }, claims, 'some-other-secret');
    const expired = sign(
      { alg: 'HS256', typ: 'JWT' },
      { ...claims, iat: 1_000_000, exp: 1_000_100 },
      'test-secret-that-is-long-enough-for-hs256-signing',
    );
    for (const bad of [tampered, algNone, foreign, expired, 'not-a-jwt']) {
      const response = await me({ authorization: `Bearer ${bad}` });
      expect(response.statusCode, bad).toBe(401);
      expect(response.json()).toEqual({ detail: 'Your session has ended. Please sign in again.' });
    }
  });

  it('logout revokes the token at once', async () => {
    const { headers } = await t.createUser('leaver');
    expect((await me(headers)).statusCode).toBe(200);
    const out = await t.inject({ method: 'POST', url: '/socratica/api/logout', headers });
    expect(out.statusCode).toBe(200);
    expect((await me(headers)).statusCode).toBe(401);
    expect((await t.inject({ method: 'POST', url: '/socratica/api/logout', headers })).statusCode).toBe(401);
  });
});
