// Podcast schedules (issue 14): the admin's list of 500 schedules, and one scheduler tick among 10,000
// schedules of which 100 are due, which claims their slots and queues their jobs.
import { fork } from 'node:child_process';
import { SERVER_NODE_FLAGS, serverEnvironment } from '../server-process.mjs';
import { api, signInAsAdmin } from './api-client.mjs';
import { ask, firstMessage } from './processes.mjs';
import { inform, report } from './report.mjs';
import { load, timed } from './timed-gets.mjs';

export async function podcastSchedules() {
  const server = fork('apps/server/bench/schedules-server.mjs', {
    stdio: 'inherit',
    execArgv: SERVER_NODE_FLAGS,
    env: serverEnvironment(),
  });
  try {
    const { port, schedules } = await firstMessage(server);
    const base = `http://127.0.0.1:${port}`;
    const admin = await signInAsAdmin(base);
    const list = `${base}/socratica/api/podcasts/schedules`;
    const unchanged = await timed([list], admin);
    report(
      `GET podcasts/schedules p99, ${schedules} schedules, none changed since the last read (load ${load()})`,
      `${unchanged.p99.toFixed(1)} ms (p50 ${unchanged.p50.toFixed(1)} ms)`,
      '< 30 ms',
      unchanged.p99 < 30,
    );
    // As the tab reloads its list after each change: one schedule paused or resumed before each read.
    const [first] = (await api(base, 'GET', 'podcasts/schedules', admin)).schedules;
    const changed = await timed([list], admin, {
      method: 'POST',
      url: `${base}/socratica/api/podcasts/schedules/${first.id}/toggle`,
    });
    inform(
      `GET podcasts/schedules p99, ${schedules} schedules, one changed before each read (load ${load()})`,
      `${changed.p99.toFixed(1)} ms (p50 ${changed.p50.toFixed(1)} ms)`,
      'the list read afresh, as after each change; the budget is for listing',
    );
    const tick = await ask(server, 'grow and tick');
    if (tick.jobs !== tick.due)
      throw new Error(`the tick made ${tick.jobs} jobs for ${tick.due} due schedules`);
    report(
      `one scheduler tick, ${tick.due} due among ${tick.schedules} schedules, claimed and queued (load ${load()})`,
      `${tick.tickMs.toFixed(0)} ms`,
      '< 500 ms',
      tick.tickMs < 500,
    );
  } finally {
    server.kill('SIGTERM');
  }
}
