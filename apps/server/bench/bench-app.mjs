// The built server on a fresh embedded database with the first admin, as each benchmark server
// starts it; the caller adds what it measures, then listens.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../dist/app.js';
import { readEnv } from '../dist/config/env.js';
import { openPglite } from '../dist/db/client.js';
import { EmbeddedMaintenance } from '../dist/db/embedded-maintenance.js';
import { createBoss } from '../dist/jobs/boss.js';

export async function startBenchApp(name, settings = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), `socratica-bench-${name}-`));
  const env = readEnv({
    SOCRATICA_LOG_LEVEL: 'silent',
    SOCRATICA_RATE_LIMIT_PER_MINUTE: '0',
    SOCRATICA_DATA_DIR: dataDir,
    ...settings,
  });
  const database = await openPglite(dataDir);
  // The job queue as main starts it: podcast generation runs in the server it is measured in.
  const boss = createBoss(database);
  const { app, services } = await buildApp({
    env,
    database,
    jwtSecret: 'b'.repeat(48),
    jwtSecretSource: 'environment',
    boss,
  });
  await boss.start();
  await services.podcastGeneration?.start();
  await services.users.ensureFirstAdmin('bench-password');
  // As main runs it: a benchmark that seeds in bulk calls runOnce(), as a running server would within a minute.
  const maintenance = new EmbeddedMaintenance(database.db, app.log);
  maintenance.start();

  /** Listens on a free loopback port, and closes cleanly when the benchmark stops this process. */
  async function listen() {
    await app.listen({ port: 0, host: '127.0.0.1' });
    process.on('SIGTERM', async () => {
      services.podcastGeneration?.stop();
      await maintenance.stop();
      await app.close();
      await boss.stop({ graceful: false, close: true, wait: true });
      await database.close();
      process.exit(0);
    });
    return app.server.address().port;
  }
  return { app, services, database, dataDir, maintenance, listen };
}
