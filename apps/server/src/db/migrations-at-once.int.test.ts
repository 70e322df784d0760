import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, inject, it } from 'vitest';
import { psql } from '../../test/postgres-cluster.js';
import { migrationsFolder, openPostgres, type DatabaseHandle } from './client.js';

const opened: DatabaseHandle[] = [];
let adminUrl: string | undefined;
let name: string | undefined;

afterAll(async () => {
  await Promise.all(opened.map((handle) => handle.close()));
  if (adminUrl && name) psql(adminUrl, `drop database if exists ${name} with (force)`);
});

// Three instances started together on an empty PostgreSQL database: each applies the migrations, once.
it('three instances opening one empty database at once apply every migration exactly once', async ({
  skip,
}) => {
  const templateUrl = inject('postgresTemplateUrl');
  if (!templateUrl) return skip('one PGlite folder serves one process');
  adminUrl = templateUrl.replace(/\/[^/]*$/, '/postgres');
  name = `migrate_${randomBytes(6).toString('hex')}`;
  psql(adminUrl, `create database ${name}`);
  const url = templateUrl.replace(/\/[^/]*$/, `/${name}`);

  const handles = await Promise.all([openPostgres(url), openPostgres(url), openPostgres(url)]);
  opened.push(...handles);

  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  const applied = await handles[0].db.execute(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  expect((applied as { rows: unknown[] }).rows).toEqual([{ n: journal.entries.length }]);
  for (const handle of handles) await expect(handle.ping()).resolves.not.toThrow();
});
