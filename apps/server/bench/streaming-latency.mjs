// `npm run bench`: what the tutor's SSE stream adds to the provider's time to first token (DESIGN §5).
// The provider is the fake OpenAI-compatible server with a fixed latency; the same client asks it
// directly, and through the built server's POST chat/stream, turn about, and the p99s are compared.
// It runs under tsx only because the fake server is TypeScript test code.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../dist/app.js';
import { readEnv } from '../dist/config/env.js';
import { openPglite } from '../dist/db/client.js';
import { reply, startFakeOpenAiServer, wellBehaved } from '../test/fakes/openai-server.js';

const PROVIDER_LATENCY_MS = 40;
const ROUNDS = Number(process.env.BENCH_STREAM_ROUNDS ?? 200);
const WARMUP = 20;

const ai = await startFakeOpenAiServer();
// Streamed calls (the tutor's, and the direct ones) wait the fixed latency; the baseline's are answered at once.
ai.respondWith((request) =>
  request.stream
    ? reply.content('What do you think happens to the light next? Tell me why.', {
        delayMs: PROVIDER_LATENCY_MS,
      })
    : wellBehaved(request),
);

const dataDir = mkdtempSync(join(tmpdir(), 'socratica-bench-stream-'));
const env = readEnv({
  SOCRATICA_LOG_LEVEL: 'silent',
  SOCRATICA_RATE_LIMIT_PER_MINUTE: '0',
  SOCRATICA_CHAT_MESSAGES_PER_MINUTE: '1000000',
  SOCRATICA_DATA_DIR: dataDir,
  SOCRATICA_AI_PROVIDER: 'openai',
  SOCRATICA_AI_BASE_URL: ai.url,
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

const { access_token: token } = await api('POST', 'login', {
  username: 'admin',
  password: 'bench-password',
});
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

/** Milliseconds from sending until the streamed body first contains `marker`. */
async function timeToFirst(url, init, marker) {
  const sent = performance.now();
  const response = await fetch(url, init);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let seen = '';
  let at = Number.NaN;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    seen += decoder.decode(value, { stream: true });
    if (Number.isNaN(at) && marker.test(seen)) at = performance.now() - sent;
  }
  if (Number.isNaN(at)) throw new Error(`no first token from ${url}: ${seen.slice(0, 300)}`);
  return at;
}

// The provider's own time to first token, for the very request the server sent it last.
const direct = () =>
  timeToFirst(
    `${ai.url}/chat/completions`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ai.requests.findLast((r) => r.stream).body),
    },
    /"content":"[^"]/,
  );
const throughSocratica = (round) =>
  timeToFirst(
    `${base}/chat/stream`,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        session_id: started.session_id,
        messages: [{ role: 'user', content: `Light is absorbed by chlorophyll, idea ${round}` }],
      }),
    },
    /event: delta/,
  );

const directTimes = [];
const appTimes = [];
for (let round = 0; round < ROUNDS + WARMUP; round++) {
  const a = await throughSocratica(round);
  const d = await direct();
  if (round >= WARMUP) {
    directTimes.push(d);
    appTimes.push(a);
  }
}
const percentile = (values, p) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
process.send?.({
  directP50: percentile(directTimes, 50),
  directP99: percentile(directTimes, 99),
  appP50: percentile(appTimes, 50),
  appP99: percentile(appTimes, 99),
  rounds: ROUNDS,
});
await app.close();
await database.close();
await ai.close();
