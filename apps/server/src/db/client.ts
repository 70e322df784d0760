import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import pg from 'pg';
import * as schema from './schema/index.js';
import { lockDataDir } from './data-dir-lock.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

/** What pg-boss needs to run its SQL on whichever database we opened. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface DatabaseHandle {
  kind: DatabaseKind;
  db: Database;
  /** Set for PostgreSQL, where pg-boss opens its own pool. */
  connectionString?: string;
  /** Set for PGlite, where pg-boss must share our single connection. */
  executor?: SqlExecutor;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

async function ping(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Wraps an already open PGlite instance (tests hand in a migrated clone). */
export function pgliteHandle(client: PGlite, onClose: () => void = () => {}): DatabaseHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    kind: 'pglite',
    db,
    executor: {
      // PGlite's prepared queries take one statement; pg-boss's parameterless scripts hold several.
      async executeSql(text, values) {
        if (values && values.length > 0) return client.query(text, values);
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      },
    },
    ping: () => ping(db),
    async close() {
      await client.close();
      onClose();
    },
  };
}

export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const unlock = lockDataDir(dataDir);
  try {
    const client = await PGlite.create(join(dataDir, 'pglite'));
    const handle = pgliteHandle(client, unlock);
    await migratePglite(drizzlePglite(client), { migrationsFolder });
    return handle;
  } catch (error) {
    unlock();
    throw error;
  }
}

export async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  const pgDb = drizzlePg(pool, { schema });
  try {
    await migratePg(pgDb, { migrationsFolder });
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = pgDb as unknown as Database;
  return {
    kind: 'postgres',
    db,
    connectionString,
    ping: () => ping(db),
    close: () => pool.end(),
  };
}
