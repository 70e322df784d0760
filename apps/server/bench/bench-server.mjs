// The API server as `npm start` builds it, plus one bare route to compare against and 10,000 completed
// sessions, for `npm run bench`.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../dist/app.js';
import { readEnv } from '../dist/config/env.js';
import { openPglite } from '../dist/db/client.js';
import { seedCompletedSessions } from './seed-sessions.mjs';

const dataDir = mkdtempSync(join(tmpdir(), 'socratica-bench-'));
const env = readEnv({
  SOCRATICA_LOG_LEVEL: 'silent',
  SOCRATICA_RATE_LIMIT_PER_MINUTE: '0',
  SOCRATICA_DATA_DIR: dataDir,
});
const database = await openPglite(dataDir);
const { app, services } = await buildApp({
  env,
  database,
  jwtSecret: 'b'.repeat(48),
  jwtSecretSource: 'environment',
});
app.get('/bench/bare', { config: { access: 'public' } }, () => ({ ok: true }));
await services.users.ensureFirstAdmin('bench-password');
await seedCompletedSessions(database.db, Number(process.env.BENCH_SESSIONS ?? 10_000));
await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ port: app.server.address().port });
process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
