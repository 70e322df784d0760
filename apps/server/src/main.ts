import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { ConfigError, readEnv } from './config/env.js';
import { resolveJwtSecret } from './config/jwt-secret.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { openPglite, openPostgres } from './db/client.js';
import { EmbeddedMaintenance } from './db/embedded-maintenance.js';
import { createBoss } from './jobs/boss.js';
import { buildApp } from './app.js';
import { ServerInstance } from './lib/server-instance.js';

const SHUTDOWN_GRACE_MS = 10_000;

// The AI SDK prints a warning to the console for every call whose option a provider does not take (JSON mode
// on a server without schemas, the video tool on the embedded model); the coach chose those on purpose.
(globalThis as { AI_SDK_LOG_WARNINGS?: boolean }).AI_SDK_LOG_WARNINGS = false;

async function main() {
  const env = readEnv();
  const dataDir = resolve(env.SOCRATICA_DATA_DIR);
  const database = env.DATABASE_URL ? await openPostgres(env.DATABASE_URL) : await openPglite(dataDir);
  const jwt = resolveJwtSecret(env.SOCRATICA_JWT_SECRET, dataDir);
  const boss = createBoss(database);
  const instance = new ServerInstance();
  const { app, services } = await buildApp({
    instance,
    env,
    database,
    jwtSecret: jwt.secret,
    jwtSecretSource: jwt.source,
    boss,
    ...(env.SOCRATICA_WEB_DIST ? { webDistDir: resolve(env.SOCRATICA_WEB_DIST) } : {}),
  });
  boss.on('error', (error) => app.log.error({ err: error }, 'job queue error'));
  await boss.start();
  await services.podcastGeneration?.start();
  // PostgreSQL's autovacuum keeps its statistics; an embedded database needs ours.
  const maintenance = database.kind === 'pglite' ? new EmbeddedMaintenance(database.db, app.log) : undefined;
  await maintenance?.runOnce().catch(() => undefined);
  maintenance?.start();
  // Schedules' slots missed while the server was down (up to 6 hours) run now, then every minute's.
  await services.scheduleTicker.start();

  const firstAdmin = await services.users.ensureFirstAdmin(env.SOCRATICA_ADMIN_PASSWORD);
  if (firstAdmin.created && firstAdmin.password) {
    // Printed once, on the start that creates the account; it is stored only as a hash.
    process.stdout.write(
      `\n  First start: created the administrator account.\n  username: admin\n  password: ${firstAdmin.password}\n  Keep it safe: it will not be shown again.\n\n`,
    );
  } else if (firstAdmin.created) {
    app.log.info('created the administrator account "admin" with SOCRATICA_ADMIN_PASSWORD');
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      services.podcastGeneration?.stop();
      await maintenance?.stop();
      await services.scheduleTicker.stop();
      await app.close();
      await boss.stop({ graceful: true, close: true, wait: true });
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  // Named now, before any request can arrive: the port is ours, so no live instance shares the name.
  instance.listeningOn((app.server.address() as AddressInfo).port);
  // Replies cut short when this instance last stopped (kill -9, a crash) free their sessions at once.
  // Only this process can open an embedded database, so every lease in it is a dead process's.
  const freed = await services.chat.recoverCutReplies(
    database.kind === 'pglite' ? 'every instance' : 'this instance',
  );
  if (freed > 0) app.log.warn({ sessions: freed }, 'freed the chat sessions of replies cut short by a stop');
  app.log.info(
    { database: database.kind, ai: env.SOCRATICA_AI_PROVIDER },
    `Socratica is ready at http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT}/socratica/`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Socratica could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
