// The built server on the fake provider, with a learner whose session is ready to chat, for the
// streaming benchmark of `npm run bench`. The client runs in another process, as a browser would.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
const base = `http://127.0.0.1:${app.server.address().port}/socratica/api`;

async function api(method, path, body, token) {
  const response = await fetch(`${base}/${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

const { access_token: token } = await api('POST', 'login', { username: 'admin', password: 'bench-password' });
// A chat of an hour holds some 40 learner messages; the client moves to a fresh session after 20.
const SESSIONS = Number(process.env.BENCH_STREAM_SESSIONS ?? 12);
const sessionIds = [];
for (let n = 0; n < SESSIONS; n++) {
  const started = await api('POST', 'assessments/start?topic=Photosynthesis&times=60', undefined, token);
  for (const [index, question] of started.assessment.questions.entries()) {
    const answer = question.type === 'confidence_rating' ? '5' : (question.options[1] ?? 'light and sugar');
    await api(
      'POST',
      `assessments/${started.session_id}/responses`,
      { question_number: index + 1, user_answer: answer },
      token,
    );
  }
  await api('POST', `assessments/${started.session_id}/complete`, undefined, token);
  sessionIds.push(started.session_id);
}
process.send?.({ base, token, sessionIds });
process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
