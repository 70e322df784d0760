// The read paths under load: what authentication costs, and the learner's report and list among
// 10,000 completed sessions.
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { SERVER_NODE_FLAGS, serverEnvironment } from '../server-process.mjs';
import { api, completeBaseline, signInAsAdmin } from './api-client.mjs';
import { firstMessage } from './processes.mjs';
import { report } from './report.mjs';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);

const SLICES = 4;

const load = (url, headers = {}, duration = DURATION_S) =>
  autocannon({ url, headers, connections: 20, duration, pipelining: 1 }).then((r) => r.requests.average);

const p99 = (url, headers) =>
  autocannon({ url, headers, connections: 1, duration: Math.min(DURATION_S, 5) }).then((r) => r.latency.p99);

export async function authenticatedReadVersusBare() {
  const server = fork('apps/server/bench/bench-server.mjs', {
    stdio: 'inherit',
    execArgv: SERVER_NODE_FLAGS,
    env: serverEnvironment(),
  });
  const { port } = await firstMessage(server);
  const base = `http://127.0.0.1:${port}`;
  const auth = await signInAsAdmin(base);
  await autocannon({ url: `${base}/bench/bare`, connections: 20, duration: 2 });
  await autocannon({ url: `${base}/socratica/api/me`, headers: auth, connections: 20, duration: 2 });
  // Measured in alternating slices, so that a neighbour's burst of work on a shared machine falls on
  // both routes alike instead of on whichever happened to be measuring.
  let bare = 0;
  let me = 0;
  for (let slice = 0; slice < SLICES; slice++) {
    bare += await load(`${base}/bench/bare`, {}, DURATION_S / SLICES);
    me += await load(`${base}/socratica/api/me`, auth, DURATION_S / SLICES);
  }
  bare /= SLICES;
  me /= SLICES;
  await assessmentReads(base, auth);
  server.kill('SIGTERM');
  const ratio = me / bare;
  report(
    'GET /socratica/api/me with a token vs a bare route',
    `${Math.round(me)} vs ${Math.round(bare)} req/s = ${(ratio * 100).toFixed(1)}%`,
    '>= 40%',
    ratio >= 0.4,
  );
}

/** A learner's 20 sessions among the 10,000 seeded ones, then the report and the list under load. */
async function assessmentReads(base, adminAuth) {
  await api(base, 'POST', 'admin/users', adminAuth, {
    username: 'bencher',
    email: 'b@example.com',
    password: 'bench',
    role: 'user',
  });
  const { access_token } = await api(base, 'POST', 'login', {}, { username: 'bencher', password: 'bench' });
  const auth = { authorization: `Bearer ${access_token}` };
  let lastId;
  for (let i = 0; i < 20; i++) {
    const started = await api(base, 'POST', `assessments/start?topic=Topic%20${i}&times=30`, auth);
    lastId = started.session_id;
    await completeBaseline(base, auth, started);
    const { post_assessment } = await api(base, 'POST', `assessments/${lastId}/post-assessment`, auth);
    await api(
      base,
      'POST',
      `assessments/${lastId}/post-assessment/responses`,
      auth,
      post_assessment.questions.map((q) => ({ question_id: q.id, answer: q.options[0] ?? 'an answer' })),
    );
  }
  const reportP99 = await p99(`${base}/socratica/api/assessments/${lastId}/enhanced-results`, auth);
  report('GET enhanced-results p99, 10,000 completed sessions', `${reportP99} ms`, '< 50 ms', reportP99 < 50);
  const list = await p99(`${base}/socratica/api/assessments`, auth);
  report('GET assessments p99, 10,000 completed sessions', `${list} ms`, '< 20 ms', list < 20);
}
