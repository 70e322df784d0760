import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { readEnv } from '../../config/env.js';
import { openPostgres, type DatabaseHandle } from '../../db/client.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

// Two server instances on one PostgreSQL database: a change made through one must reach the other's cache.
let first: TestApp;
let second: { app: FastifyInstance; database: DatabaseHandle } | undefined;

beforeAll(async () => {
  first = await createTestApp();
  if (!first.database.connectionString) return;
  const database = await openPostgres(first.database.connectionString);
  const { app } = await buildApp({
    env: readEnv({ SOCRATICA_LOG_LEVEL: 'silent' }),
    database,
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
    jwtSecretSource: 'environment',
    webDistDir: '/nonexistent',
    // No podcast job runs here.
    enqueuePodcastJob: async () => {},
  });
  await app.ready();
  second = { app, database };
});
afterAll(async () => {
  await second?.app.close();
  await second?.database.close();
  await first.close();
});

it('a deactivation through one instance revokes the token on another at once', async ({ skip }) => {
  if (!second) return skip('one PGlite folder serves one process');
  const { id, headers } = await first.createUser('roamer');
  const meOnSecond = () => second!.app.inject({ method: 'GET', url: '/socratica/api/me', headers });
  expect((await meOnSecond()).statusCode).toBe(200); // now cached by the second instance

  await first.inject({
    method: 'PUT',
    url: `/socratica/api/admin/users/${id}/status`,
    headers: await first.adminHeaders(),
    payload: { status: 'inactive' },
  });
  await expect.poll(async () => (await meOnSecond()).statusCode).toBe(401);
});
