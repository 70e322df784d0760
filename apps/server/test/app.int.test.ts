import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.js';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminHeaders();
});
afterAll(() => t.close());

const userCount = async () =>
  (await t.inject({ method: 'GET', url: '/socratica/api/admin/users', headers: admin })).json().pagination
    .total;

describe('bad input gets a clear 4xx and changes nothing', () => {
  it('a malformed JSON body', async () => {
    const before = await userCount();
    const response = await t.inject({
      method: 'POST',
      url: '/socratica/api/admin/users',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: '{"username": "x",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'The request body is not valid JSON.' });
    expect(await userCount()).toBe(before);
  });

  it('a wrong content type', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/socratica/api/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'username=admin',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().detail).toMatch(/application\/json or application\/x-www-form-urlencoded/);
  });

  it('an oversized body', async () => {
    const before = await userCount();
    const response = await t.inject({
      method: 'POST',
      url: '/socratica/api/admin/users',
      headers: admin,
      payload: { username: 'big', email: 'big@example.com', password: 'x'.repeat(200 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: 'The request body is too large.' });
    expect(await userCount()).toBe(before);
  });

  it('a body that is not an object', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/socratica/api/login',
      payload: '"admin"',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(422);
  });
});

describe('request rate', () => {
  it('limits sign-in requests per address with a readable 429', async () => {
    const attempt = () =>
      t.inject({
        method: 'POST',
        url: '/socratica/api/login',
        remoteAddress: '10.7.7.7',
        payload: { username: '' },
      });
    for (let i = 0; i < 30; i++) expect((await attempt()).statusCode).toBe(422);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ detail: 'Too many requests. Please slow down and try again shortly.' });
  });
});

describe('paths', () => {
  it('answers unknown API paths with 404 JSON', async () => {
    const response = await t.inject({ method: 'GET', url: '/socratica/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'No API route matches GET /socratica/api/no-such-thing.' });
  });

  it('redirects / and unknown page paths to /socratica/', async () => {
    for (const url of ['/', '/elsewhere']) {
      const response = await t.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/socratica/');
    }
  });

  it('serves the web app, with index.html for client routes and a 404 for missing assets', async () => {
    const home = await t.inject({ method: 'GET', url: '/socratica/' });
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toMatch(/text\/html/);
    const clientRoute = await t.inject({ method: 'GET', url: '/socratica/report/42' });
    expect(clientRoute.statusCode).toBe(200);
    expect(clientRoute.body).toContain('<div id="root">');
    const asset = await t.inject({ method: 'GET', url: '/socratica/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await t.inject({ method: 'GET', url: '/socratica/assets/gone.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('sends strict security headers', async () => {
    const response = await t.inject({ method: 'GET', url: '/socratica/' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('operations', () => {
  it('health checks the database', async () => {
    const response = await t.inject({ method: 'GET', url: '/socratica/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: t.database.kind, ai_provider: 'offline' });
  });

  it('echoes a request id, or makes one', async () => {
    const given = await t.inject({
      method: 'GET',
      url: '/socratica/api/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const made = await t.inject({ method: 'GET', url: '/socratica/api/health' });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('publishes an OpenAPI document generated from the contracts', async () => {
    const response = await t.inject({ method: 'GET', url: '/socratica/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/socratica/api/login',
        '/socratica/api/me',
        '/socratica/api/admin/users/{id}/status',
      ]),
    );
    const createUser =
      doc.paths['/socratica/api/admin/users'].post.requestBody.content['application/json'].schema;
    expect(createUser.required).toEqual(expect.arrayContaining(['username', 'email', 'password']));
    const ui = await t.inject({ method: 'GET', url: '/socratica/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});
