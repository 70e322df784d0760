import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { readEnv } from '../src/config/env.js';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../src/db/client.js';
import { freshDatabase } from './test-database.js';

let app: FastifyInstance;
let database: DatabaseHandle;
beforeAll(async () => {
  database = await freshDatabase();
  ({ app } = await buildApp({
    env: readEnv({ SOCRATICA_LOG_LEVEL: 'silent' }),
    database,
    jwtSecret: 'x'.repeat(40),
    jwtSecretSource: 'environment',
    webDistDir: '/nonexistent',
    // No podcast job runs here.
    enqueuePodcastJob: async () => {},
  }));
  app.get('/socratica/api/explode', { config: { access: 'public' } }, () => {
    throw new Error('connection string postgres://user:hunter2@db/secret failed at /srv/app/db.ts:42');
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

it('a 5xx shows no internals', async () => {
  const response = await app.inject({ method: 'GET', url: '/socratica/api/explode' });
  expect(response.statusCode).toBe(500);
  expect(response.json()).toEqual({ detail: 'Something went wrong on our side. Please try again.' });
  expect(response.body).not.toMatch(/hunter2|db\.ts|stack/);
});

it('an unbuilt web app says how to build it', async () => {
  const response = await app.inject({ method: 'GET', url: '/socratica/' });
  expect(response.statusCode).toBe(503);
  expect(response.json().detail).toMatch(/npm run build/);
});

it('refuses to start with an API route that does not declare its access level', async () => {
  const other = await buildApp({
    env: readEnv({ SOCRATICA_LOG_LEVEL: 'silent' }),
    database,
    jwtSecret: 'x'.repeat(40),
    jwtSecretSource: 'environment',
    webDistDir: '/nonexistent',
    // No podcast job runs here.
    enqueuePodcastJob: async () => {},
  });
  expect(() => other.app.get('/socratica/api/undeclared', () => 'hi')).toThrow(
    /does not declare its access level/,
  );
  await other.app.close();
});

it('answers an oversized header (a 100 KB token) and a malformed request with a {detail}', async () => {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const oversized = await fetch(`${address}/socratica/api/me`, {
    headers: { authorization: `Bearer ${'a'.repeat(100 * 1024)}` },
  });
  expect(oversized.status).toBe(431);
  expect(await oversized.json()).toEqual({
    detail: 'The request headers are too large. If you pasted a token, sign in again to get a new one.',
  });
  const badEscape = await fetch(`${address}/socratica/api/assessments/%E0%A4%A/chat`);
  expect(badEscape.status).toBe(400);
  expect(((await badEscape.json()) as { detail: string }).detail).toMatch(/malformed %-escape/);
});
