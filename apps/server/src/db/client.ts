import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';
import * as schema from './schema/index.js';
import { lockDataDir } from './data-dir-lock.js';
import { takingTurnsWithTheEventLoop } from './event-loop-turns.js';
import { PostgresListener } from './postgres-listener.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
type DatabaseKind = 'pglite' | 'postgres';

/** What pg-boss needs to run its SQL on whichever database we opened. */
interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface DatabaseHandle {
  kind: DatabaseKind;
  db: Database;
  /** Sends a NOTIFY that every process connected to this database receives. */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Calls `onMessage` for every NOTIFY on the channel. `onGap` is called when messages may have been
   * missed (the listening connection dropped and came back), so that listeners can resynchronise.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onGap: () => void,
  ): Promise<() => Promise<void>>;
  /** Set for PostgreSQL, where pg-boss opens its own pool. */
  connectionString?: string;
  /** Set for PGlite, where pg-boss must share our single connection. */
  executor?: SqlExecutor;
  /** PostgreSQL's pool use, for the metrics; absent for PGlite, whose one in-process connection has no pool. */
  poolUse?: () => PoolUse;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** A connection pool's use at one moment. */
export interface PoolUse {
  /** Connections open, busy or idle. */
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

async function ping(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

async function notify(db: Database, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/** Wraps an already open PGlite instance (tests hand in a migrated clone). */
export function pgliteHandle(embedded: PGlite, onClose: () => void = () => {}): DatabaseHandle {
  const client = takingTurnsWithTheEventLoop(embedded);
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
    notify: (channel, payload) => notify(db, channel, payload),
    // One process owns a PGlite folder, so its single connection never misses a message.
    async listen(channel, onMessage) {
      const unlisten = await client.listen(channel, onMessage);
      return () => unlisten();
    },
    async close() {
      await client.close();
      onClose();
    },
  };
}

/**
 * An embedded database serves one app on one machine: small buffers keep the server's memory low,
 * and the working set of a single-instance deployment fits them.
 */
const EMBEDDED_POSTGRES_CONF = [
  'shared_buffers=4MB',
  'wal_buffers=256kB',
  'work_mem=4MB',
  'maintenance_work_mem=16MB',
];

async function initializeInChildProcess(clusterDir: string): Promise<void> {
  const script = fileURLToPath(new URL('./pglite-init.js', import.meta.url));
  await promisify(execFile)(process.execPath, [script, clusterDir]);
}

export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const unlock = await lockDataDir(dataDir);
  try {
    const clusterDir = join(dataDir, 'pglite');
    if (!existsSync(join(clusterDir, 'PG_VERSION'))) await initializeInChildProcess(clusterDir);
    const client = await PGlite.create(clusterDir, { postgresqlconf: EMBEDDED_POSTGRES_CONF });
    const handle = pgliteHandle(client, unlock);
    await migratePglite(drizzlePglite(client), { migrationsFolder });
    return handle;
  } catch (error) {
    unlock();
    throw error;
  }
}

/** Any number that no other advisory lock of ours uses: it names "the migrations are being applied". */
const MIGRATION_LOCK = 7_261_953_001;

/**
 * Several instances may start at once on one database; drizzle's migrator takes no lock, so two of them would
 * race to create its table and apply the same migration twice. A session-level advisory lock makes them
 * take turns: the first applies what is missing, the others then find nothing to do.
 */
async function migrateOnePostgresAtATime(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

export async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client whose connection the server ends (a restart, a dropped database) is an 'error' on the pool;
  // unheard, it would crash the process. The pool discards that client, and the next query reports for itself.
  pool.on('error', () => undefined);
  const pgDb = drizzlePg(pool, { schema });
  try {
    await migrateOnePostgresAtATime(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = pgDb as unknown as Database;
  const listener = new PostgresListener(connectionString);
  return {
    kind: 'postgres',
    db,
    connectionString,
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    ping: () => ping(db),
    notify: (channel, payload) => notify(db, channel, payload),
    listen: (channel, onMessage, onGap) => listener.listen(channel, onMessage, onGap),
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}
