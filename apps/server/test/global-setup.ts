import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrationsFolder, openPostgres } from '../src/db/client.js';
import { psql, startTestCluster } from './postgres-cluster.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory, dumped once for every test file to load. */
    pgliteTemplate: string;
    /** A PostgreSQL URL whose database is a migrated template, when the run targets PostgreSQL. */
    postgresTemplateUrl: string;
  }
}

export const POSTGRES_TEMPLATE = 'socratica_template';

/** Migrating takes seconds; doing it once and copying the result takes a fraction of that per file. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'socratica-test-'));
  const cleanups: (() => void)[] = [() => rmSync(dir, { recursive: true, force: true })];

  if (project.name === 'server-postgres') {
    const external = process.env.TEST_DATABASE_URL;
    const cluster = external ? undefined : await startTestCluster();
    if (cluster) cleanups.push(() => cluster.stop());
    const adminUrl = external ?? cluster!.url('postgres');
    psql(adminUrl, `drop database if exists ${POSTGRES_TEMPLATE}`);
    psql(adminUrl, `create database ${POSTGRES_TEMPLATE}`);
    const templateUrl = adminUrl.replace(/\/[^/]*$/, `/${POSTGRES_TEMPLATE}`);
    const handle = await openPostgres(templateUrl);
    await handle.close();
    project.provide('postgresTemplateUrl', templateUrl);
    project.provide('pgliteTemplate', '');
  } else {
    const pglite = await PGlite.create();
    await migrate(drizzle(pglite), { migrationsFolder });
    const dump = await pglite.dumpDataDir('none');
    await pglite.close();
    const file = join(dir, 'template.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteTemplate', file);
    project.provide('postgresTemplateUrl', '');
  }

  return () => {
    for (const cleanup of cleanups.reverse()) cleanup();
  };
}
