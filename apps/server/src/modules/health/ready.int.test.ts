import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { bundledMigrations, pendingMigrations } from '../../db/pending-migrations.js';
import { migrationsFolder } from '../../db/client.js';

// GET ready as buildApp wires it: the real database, the drizzle journal and the audio store.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ready = () => t.inject({ method: 'GET', url: '/socratica/api/ready' });

it('is ready on a migrated database with a usable audio store, without a token', async () => {
  const response = await ready();
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({
    status: 'ready',
    checks: { database: 'ok', migrations: 'ok', storage: 'ok' },
  });
});

it('is not ready while a bundled migration is missing from the database', async () => {
  const shipped = bundledMigrations(migrationsFolder);
  const last = shipped.at(-1);
  if (!last) throw new Error('the journal lists no migration');
  expect(await pendingMigrations(t.database.db, shipped)).toEqual([]);
  // As if this build's newest migration had not been applied yet (another instance still migrating).
  await t.database.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${last.when}`);
  try {
    expect(await pendingMigrations(t.database.db, shipped)).toEqual([last.tag]);
    const response = await ready();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      detail: 'This server is not ready: migrations failed.',
      checks: { database: 'ok', migrations: 'failed', storage: 'ok' },
    });
  } finally {
    await t.database.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('restored by the test', ${last.when})`,
    );
  }
  expect((await ready()).statusCode).toBe(200);
});
