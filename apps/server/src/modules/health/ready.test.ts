import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { Draining } from '../../lib/draining.js';
import { healthRoutes } from './health.routes.js';
import type { ReadinessCheck } from './readiness-checks.js';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

const passes: ReadinessCheck = async () => {};
const fails =
  (message: string): ReadinessCheck =>
  async () => {
    throw new Error(message);
  };
const hangs: ReadinessCheck = () => new Promise(() => {});

async function readyWith(readiness: Record<string, ReadinessCheck>, draining = new Draining()) {
  const app = Fastify();
  apps.push(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const database = { kind: 'pglite', ping: async () => {} } as unknown as DatabaseHandle;
  await app.register(healthRoutes, { database, aiProvider: () => 'offline', readiness, draining });
  await app.ready();
  return app.inject({ method: 'GET', url: '/ready' });
}

describe('GET ready', () => {
  it('is 200 with every check ok when all pass', async () => {
    const response = await readyWith({ database: passes, migrations: passes, storage: passes });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', storage: 'ok' },
    });
  });

  it('is 503 naming the database when it fails', async () => {
    const response = await readyWith({
      database: fails('connection refused'),
      migrations: fails('relation does not exist'),
      storage: passes,
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      detail: 'This server is not ready: database failed and migrations failed.',
      checks: { database: 'failed', migrations: 'failed', storage: 'ok' },
    });
  });

  it('is 503 naming the migrations when one is missing', async () => {
    const response = await readyWith({
      database: passes,
      migrations: fails('Migrations not applied yet: 0016_chat_answered_offline.'),
      storage: passes,
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().checks).toEqual({ database: 'ok', migrations: 'failed', storage: 'ok' });
  });

  it('is 503 naming the storage when it fails', async () => {
    const response = await readyWith({ database: passes, migrations: passes, storage: fails('bucket gone') });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      detail: 'This server is not ready: storage failed.',
      checks: { database: 'ok', migrations: 'ok', storage: 'failed' },
    });
  });

  it('answers 503 in about two seconds when a check hangs, instead of hanging too', async () => {
    const started = Date.now();
    const response = await readyWith({ database: passes, migrations: passes, storage: hangs });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      detail: 'This server is not ready: storage did not answer in time.',
      checks: { database: 'ok', migrations: 'ok', storage: 'timed_out' },
    });
    expect(Date.now() - started).toBeLessThan(30_000);
  });

  it('is 503 with Retry-After while the server drains, whatever the checks say', async () => {
    const draining = new Draining();
    draining.begin();
    const response = await readyWith({ database: passes, migrations: passes, storage: passes }, draining);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({
      detail: 'This server is shutting down and takes no new work.',
      checks: {},
    });
  });
});
