import { PGlite } from '@electric-sql/pglite';
import { join } from 'node:path';

/**
 * Opens the embedded database in a server's data folder (SOCRATICA_DATA_DIR/pglite, where
 * apps/server/src/db/client.ts keeps it), lets `use` read or change it, and closes it. Only for a folder no
 * server is running on: PGlite has one owner, and two would corrupt it.
 */
export async function withDataFolderDatabase<T>(
  dataDir: string,
  use: (database: PGlite) => Promise<T>,
): Promise<T> {
  const database = await PGlite.create(join(dataDir, 'pglite'));
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}
