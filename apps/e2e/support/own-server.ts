import type { PGlite } from '@electric-sql/pglite';
import { expect } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBuiltServer, stopBuiltServer, untilServing } from './built-server.js';
import { ADMIN_PASSWORD, FAKE_WIKIPEDIA_PORT } from './constants.js';
import { withDataFolderDatabase } from './data-folder-database.js';

/**
 * A server of a spec's own, on a fresh data folder and port, with the suite's fake Wikipedia as its source:
 * for a spec that changes the database while the server is stopped (a day passing, sessions seeded, a slot
 * missed). It is serving once this resolves. `whileStopped` stops it (it must exit cleanly), runs the
 * change on its database, and starts it again; `close` stops it and removes the folder.
 */
export async function startOwnServer(port: number, name: string) {
  const dataDir = mkdtempSync(join(tmpdir(), `socratica-${name}-`));
  const env = {
    SOCRATICA_DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SOCRATICA_ADMIN_PASSWORD: ADMIN_PASSWORD,
    // Issue 39: an episode is made from an article, never from WordNet alone; the fake Wikipedia has them.
    SOCRATICA_WIKIPEDIA_BASE_URL: `http://127.0.0.1:${FAKE_WIKIPEDIA_PORT}`,
    SOCRATICA_WIKIPEDIA_CONTACT: 'e2e@example.com',
  };
  let server = startBuiltServer(env);
  const close = async () => {
    await stopBuiltServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
  await untilServing(server, port).catch(async (error: unknown) => {
    await close();
    throw error;
  });
  return {
    async whileStopped(change: (database: PGlite) => Promise<void>) {
      expect(await stopBuiltServer(server)).toBe(0);
      await withDataFolderDatabase(dataDir, change);
      server = startBuiltServer(env);
      await untilServing(server, port);
    },
    close,
  };
}
