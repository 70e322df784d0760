import { PGlite } from '@electric-sql/pglite';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openPostgres, pgliteHandle, type DatabaseHandle } from '../src/db/client.js';
import { psql } from './postgres-cluster.js';

/** A private, migrated database for one test file: a PGlite copy, or a PostgreSQL database made from the template. */
export async function freshDatabase(): Promise<DatabaseHandle> {
  const templateUrl = inject('postgresTemplateUrl');
  if (templateUrl) {
    const name = `test_${randomBytes(6).toString('hex')}`;
    const adminUrl = templateUrl.replace(/\/[^/]*$/, '/postgres');
    psql(adminUrl, `create database ${name} template ${new URL(templateUrl).pathname.slice(1)}`);
    const handle = await openPostgres(templateUrl.replace(/\/[^/]*$/, `/${name}`));
    return {
      ...handle,
      async close() {
        await handle.close();
        psql(adminUrl, `drop database if exists ${name} with (force)`);
      },
    };
  }
  const dump = readFileSync(inject('pgliteTemplate'));
  const client = await PGlite.create({ loadDataDir: new Blob([dump]) });
  return pgliteHandle(client);
}
