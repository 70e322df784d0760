// The admin's Learning tab (issue 40 §4) among 10,000 completed sessions and 100,000 item answers: the
// whole tab, one topic, and a 30-day range, each requested one at a time as an admin clicking through it.
import { fork } from 'node:child_process';
import { SERVER_NODE_FLAGS, serverEnvironment } from '../server-process.mjs';
import { signInAsAdmin } from './api-client.mjs';
import { firstMessage } from './processes.mjs';
import { inform, percentile, report } from './report.mjs';

const REQUESTS = Number(process.env.BENCH_LEARNING_REQUESTS ?? 200);

/** Times `REQUESTS` sequential GETs of the path, each until its whole body has arrived; the first one apart. */
async function timed(base, auth, path) {
  const get = async () => {
    const start = performance.now();
    const response = await fetch(`${base}/socratica/api/${path}`, { headers: auth });
    if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
    return performance.now() - start;
  };
  const first = await get();
  const times = [];
  for (let i = 0; i < REQUESTS; i++) times.push(await get());
  return { first, p99: percentile(times, 99) };
}

export async function learningTab() {
  const server = fork('apps/server/bench/learning-server.mjs', {
    stdio: 'inherit',
    execArgv: SERVER_NODE_FLAGS,
    env: serverEnvironment(),
  });
  try {
    const { port, sessions, answers, seedSeconds, earliest } = await firstMessage(server);
    process.stdout.write(`bench: learning data seeded in ${seedSeconds.toFixed(1)} s\n`);
    const base = `http://127.0.0.1:${port}`;
    const auth = await signInAsAdmin(base);
    const views = {
      'every topic': 'admin/learning',
      'one topic': 'admin/learning?topic=Topic%207',
      'the last 30 days': `admin/learning?from=${earliest}`,
    };
    for (const [name, path] of Object.entries(views)) {
      const { first, p99 } = await timed(base, auth, path);
      report(
        `GET admin/learning p99, ${name}, ${sessions} sessions and ${answers} item answers`,
        `${p99.toFixed(1)} ms`,
        '< 100 ms',
        p99 < 100,
      );
      inform(
        `GET admin/learning, ${name}, first request`,
        `${first.toFixed(1)} ms`,
        'the figures are computed then',
      );
    }
  } finally {
    server.kill('SIGTERM');
  }
}
