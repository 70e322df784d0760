// The built server on the fake provider, with a learner whose sessions are ready to chat, for the
// streaming benchmarks of `npm run bench`. The client runs in another process, as a browser would.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api, completeBaseline, signInAsAdmin } from '../../../scripts/bench/api-client.mjs';
import { buildApp } from '../dist/app.js';
import { readEnv } from '../dist/config/env.js';
import { openPglite } from '../dist/db/client.js';

const dataDir = mkdtempSync(join(tmpdir(), 'socratica-bench-stream-'));
const env = readEnv({
  SOCRATICA_LOG_LEVEL: 'silent',
  SOCRATICA_RATE_LIMIT_PER_MINUTE: '0',
  SOCRATICA_CHAT_MESSAGES_PER_MINUTE: '1000000',
  SOCRATICA_DATA_DIR: dataDir,
  SOCRATICA_AI_PROVIDER: 'openai',
  SOCRATICA_AI_BASE_URL: process.env.BENCH_PROVIDER_URL,
});
const database = await openPglite(dataDir);
const { app, services } = await buildApp({
  env,
  database,
  jwtSecret: 'b'.repeat(48),
  jwtSecretSource: 'environment',
});
await services.users.ensureFirstAdmin('bench-password');
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${app.server.address().port}`;

const auth = await signInAsAdmin(base);
// One live stream per session: the concurrent benchmark needs a session for each of its streams.
const SESSIONS = Number(process.env.BENCH_STREAM_SESSIONS ?? 50);
const sessionIds = [];
for (let n = 0; n < SESSIONS; n++) {
  const started = await api(base, 'POST', 'assessments/start?topic=Photosynthesis&times=60', auth);
  await completeBaseline(base, auth, started);
  sessionIds.push(started.session_id);
}
process.send?.({ base: `${base}/socratica/api`, auth, sessionIds });
process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
