import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client.js';

/**
 * The job queue lives in the same database as everything else. On PostgreSQL pg-boss opens its own
 * pool; on PGlite it must share our single connection through the `db` option.
 */
export function createBoss(database: DatabaseHandle): PgBoss {
  if (database.connectionString) {
    return new PgBoss({ connectionString: database.connectionString, max: 4 });
  }
  if (!database.executor) throw new Error('The database offers neither a connection string nor an executor.');
  return new PgBoss({ db: database.executor });
}
