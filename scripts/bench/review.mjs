// Home's "N items due for review" among 10,000 sessions and 100,000 post-assessment answers (issue 40): the
// due-card count, asked by twenty learners in turn as their Home pages load, one request at a time.
import { fork } from 'node:child_process';
import { SERVER_NODE_FLAGS, serverEnvironment } from '../server-process.mjs';
import { api } from './api-client.mjs';
import { firstMessage } from './processes.mjs';
import { inform, percentile, report } from './report.mjs';

const REQUESTS = Number(process.env.BENCH_REVIEW_REQUESTS ?? 1_000);

/**
 * The count, and between two counts the learner's own account (GET me): the same sign-in check without the
 * cards, so the figures show what the count adds to an authenticated read on the same machine at that moment.
 */
async function timedCounts(base, learners) {
  const get = async (path, auth) => {
    const response = await fetch(`${base}/socratica/api/${path}`, { headers: auth });
    if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  // Warm-up: the first calls compile the route's code paths.
  for (const auth of learners) await get('review/due-count', auth);
  const times = [];
  const account = [];
  let due = 0;
  for (let i = 0; i < REQUESTS; i++) {
    const auth = learners[i % learners.length];
    let start = performance.now();
    due += (await get('review/due-count', auth)).due;
    times.push(performance.now() - start);
    start = performance.now();
    await get('me', auth);
    account.push(performance.now() - start);
  }
  return { times, account, meanDue: due / REQUESTS };
}

export async function reviewCards() {
  const server = fork('apps/server/bench/review-server.mjs', {
    stdio: 'inherit',
    execArgv: SERVER_NODE_FLAGS,
    env: serverEnvironment(),
  });
  try {
    const { port, sessions, answers, cards, reviewers, password, seedSeconds } = await firstMessage(server);
    process.stdout.write(
      `bench: review data seeded in ${seedSeconds.toFixed(1)} s: ${sessions} sessions, ${answers} answers, ${cards} cards\n`,
    );
    const base = `http://127.0.0.1:${port}`;
    const learners = [];
    for (const username of reviewers) {
      const { access_token } = await api(base, 'POST', 'login', {}, { username, password });
      learners.push({ authorization: `Bearer ${access_token}` });
    }
    const { times, account, meanDue } = await timedCounts(base, learners);
    const p99 = percentile(times, 99);
    report(
      `GET review/due-count p99 (${REQUESTS} requests, ${learners.length} learners, ~${Math.round(meanDue)} due each), ${sessions} sessions, ${answers} answers, ${cards} cards`,
      `${p99.toFixed(1)} ms (p50 ${percentile(times, 50).toFixed(1)} ms)`,
      '< 20 ms',
      p99 < 20,
    );
    inform(
      'GET me p99, the same requests without the cards',
      `${percentile(account, 99).toFixed(1)} ms (p50 ${percentile(account, 50).toFixed(1)} ms)`,
      'the sign-in check the count shares, for reference',
    );
  } finally {
    server.kill('SIGTERM');
  }
}
