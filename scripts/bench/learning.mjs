// The admin's Learning tab (issue 40 §4) among 10,000 completed sessions and 100,000 item answers: the
// whole tab, one topic, and a 30-day range, each requested one at a time as an admin clicking through it.
import { fork } from 'node:child_process';
import { SERVER_NODE_FLAGS, serverEnvironment } from '../server-process.mjs';
import { signInAsAdmin } from './api-client.mjs';
import { ask, firstMessage } from './processes.mjs';
import { inform, percentile, report } from './report.mjs';

const REQUESTS = Number(process.env.BENCH_LEARNING_REQUESTS ?? 200);
/** Reads timed each right after a new answer, when the figures are computed again (decision 058). */
const AFTER_ANSWERS = Number(process.env.BENCH_LEARNING_AFTER_ANSWERS ?? 30);

/**
 * Times `REQUESTS` sequential GETs of the path, each until its whole body has arrived, the first one apart;
 * then `AFTER_ANSWERS` GETs each right after the server stored a new session's answers.
 */
async function timed(server, base, auth, path) {
  const get = async () => {
    const start = performance.now();
    const response = await fetch(`${base}/socratica/api/${path}`, { headers: auth });
    if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
    return performance.now() - start;
  };
  const first = await get();
  const warm = [];
  for (let i = 0; i < REQUESTS; i++) warm.push(await get());
  const afterAnswer = [];
  for (let i = 0; i < AFTER_ANSWERS; i++) {
    await ask(server, 'answer');
    afterAnswer.push(await get());
  }
  return { first, warm: percentile(warm, 99), afterAnswer: percentile(afterAnswer, 99) };
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
      const { first, warm, afterAnswer } = await timed(server, base, auth, path);
      report(
        `GET admin/learning p99, ${name}, ${sessions} sessions and ${answers} item answers`,
        `${warm.toFixed(1)} ms`,
        '< 100 ms',
        warm < 100,
      );
      report(
        `GET admin/learning p99 right after a new session's answers (${AFTER_ANSWERS} times), ${name}`,
        `${afterAnswer.toFixed(1)} ms`,
        '< 100 ms',
        afterAnswer < 100,
      );
      inform(
        `GET admin/learning, ${name}, first request`,
        `${first.toFixed(1)} ms`,
        name === 'every topic'
          ? 'the server reads every session into memory then, once'
          : 'first of this filter',
      );
    }
  } finally {
    server.kill('SIGTERM');
  }
}
