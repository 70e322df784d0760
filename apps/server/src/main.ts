import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { ConfigError, readEnv } from './config/env.js';
import { resolveJwtSecret } from './config/jwt-secret.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { openPglite, openPostgres } from './db/client.js';
import { EmbeddedMaintenance } from './db/embedded-maintenance.js';
import { createBoss } from './jobs/boss.js';
import { buildApp } from './app.js';
import { assertAudioStoreUsable } from './modules/podcasts/audio-store-start-check.js';
import { Draining } from './lib/draining.js';
import { QUEUE_STOP_TIMEOUT_MS, SHUTDOWN_MARGIN_MS, shutDownGracefully } from './lib/graceful-shutdown.js';
import { ServerInstance } from './lib/server-instance.js';

/** A podcast job stops speaking within moments of being asked; past this it is handed back regardless. */
const JOB_HAND_BACK_MS = 5_000;

// The AI SDK prints a warning to the console for every call whose option a provider does not take (JSON mode
// on a server without schemas, the video tool on the embedded model); the coach chose those on purpose.
(globalThis as { AI_SDK_LOG_WARNINGS?: boolean }).AI_SDK_LOG_WARNINGS = false;

async function main() {
  const env = readEnv();
  // A bucket that cannot be used stops the start here, naming the variable to fix (D22).
  await assertAudioStoreUsable(env);
  const dataDir = resolve(env.SOCRATICA_DATA_DIR);
  const database = env.DATABASE_URL ? await openPostgres(env.DATABASE_URL) : await openPglite(dataDir);
  const jwt = resolveJwtSecret(env.SOCRATICA_JWT_SECRET, dataDir);
  const boss = createBoss(database);
  const instance = new ServerInstance();
  const draining = new Draining();
  const { app, services } = await buildApp({
    instance,
    draining,
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

  let stoppingSince: number | null = null;
  const shutdown = async (signal: string) => {
    if (stoppingSince !== null) {
      // `npm start` passes on the Ctrl-C the terminal also sent this process: a repeat within a second is
      // that echo. A later one is a person who will not wait for the grace period.
      if (Date.now() - stoppingSince < 1000) return;
      app.log.warn({ signal }, 'asked again to stop; exiting now');
      process.exit(1);
    }
    stoppingSince = Date.now();
    const graceMs = env.SOCRATICA_SHUTDOWN_GRACE_SECONDS * 1000;
    app.log.info({ signal, graceSeconds: env.SOCRATICA_SHUTDOWN_GRACE_SECONDS }, 'shutting down');
    // Beyond the grace period and every bounded step after it: only a step that hangs reaches it.
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, graceMs + SHUTDOWN_MARGIN_MS);
    force.unref();
    try {
      await shutDownGracefully({
        draining,
        graceMs,
        log: app.log,
        stopBackground: async () => {
          await services.podcastGeneration?.handBack(JOB_HAND_BACK_MS);
          await maintenance?.stop();
          await services.scheduleTicker.stop();
        },
        closeServer: async () => {
          const closed = app.close();
          // Whatever is still open after the cut (a long download) would hold the close for ever.
          app.server.closeAllConnections();
          await closed;
        },
        closeQueue: () =>
          boss.stop({ graceful: true, close: true, wait: true, timeout: QUEUE_STOP_TIMEOUT_MS }),
        closeDatabase: () => database.close(),
      });
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

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
