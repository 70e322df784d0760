// Prometheus metrics (decision 039): how long a scrape takes once every family has series, and what the
// request histogram and the decorators cost the authenticated-read ratio of the `reads` group.
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { SERVER_NODE_FLAGS, serverEnvironment } from '../server-process.mjs';
import { api, completeBaseline, signInAsAdmin } from './api-client.mjs';
import { firstMessage } from './processes.mjs';
import { percentile, report } from './report.mjs';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const SLICES = 8;
const SLICE_S = Math.max(1, DURATION_S / SLICES);
const TOKEN = randomBytes(24).toString('hex');

async function startServer(metricsToken) {
  const server = fork('apps/server/bench/metrics-server.mjs', {
    stdio: 'inherit',
    execArgv: SERVER_NODE_FLAGS,
    env: serverEnvironment(metricsToken ? { BENCH_METRICS_TOKEN: metricsToken } : {}),
  });
  const { port } = await firstMessage(server);
  const base = `http://127.0.0.1:${port}`;
  return { server, base, auth: await signInAsAdmin(base) };
}

const throughput = (url, headers, duration) =>
  autocannon({ url, headers, connections: 20, duration, pipelining: 1 }).then((r) => r.requests.average);

/** GET me with a token against the bare route, as the `reads` group measures it, for one slice. */
async function readRatioSlice({ base, auth }, duration) {
  const bare = await throughput(`${base}/bench/bare`, {}, duration);
  const me = await throughput(`${base}/socratica/api/me`, auth, duration);
  return { bare, me };
}

/** Traffic that gives the scrape a realistic body: routes and statuses, coach calls, a learner's session. */
async function populate({ base, auth }) {
  await autocannon({ url: `${base}/socratica/api/health`, connections: 4, amount: 500 });
  await autocannon({ url: `${base}/socratica/api/no-such-route`, connections: 4, amount: 200 });
  await autocannon({ url: `${base}/socratica/api/admin/users`, headers: auth, connections: 4, amount: 200 });
  const started = await api(base, 'POST', 'assessments/start?topic=Photosynthesis&times=30', auth);
  await completeBaseline(base, auth, started);
}

export async function metricsCost() {
  const off = await startServer(null);
  const on = await startServer(TOKEN);
  try {
    for (const server of [off, on]) {
      await autocannon({ url: `${server.base}/bench/bare`, connections: 20, duration: 2 });
      await autocannon({
        url: `${server.base}/socratica/api/me`,
        headers: server.auth,
        connections: 20,
        duration: 2,
      });
    }
    // Short alternating slices, so that a neighbour's burst on a shared machine falls on both servers alike;
    // the median of each server's per-slice ratios, so that one disturbed slice does not decide.
    const ratios = { off: [], on: [] };
    for (let slice = 0; slice < SLICES; slice++) {
      const order = slice % 2 === 0 ? ['off', 'on'] : ['on', 'off'];
      for (const name of order) {
        const { bare, me } = await readRatioSlice(name === 'on' ? on : off, SLICE_S);
        ratios[name].push((me / bare) * 100);
      }
    }
    const ratioOff = percentile(ratios.off, 50);
    const ratioOn = percentile(ratios.on, 50);
    const points = ratioOff - ratioOn;
    report(
      'metrics on: the GET me / bare route ratio, points lost against metrics off',
      `${points.toFixed(1)} points (median of ${SLICES} slices: off ${ratioOff.toFixed(1)}%, on ${ratioOn.toFixed(1)}%)`,
      '<= 5 points',
      points <= 5,
    );

    await populate(on);
    const scrapeHeaders = { authorization: `Bearer ${TOKEN}` };
    const body = await (await fetch(`${on.base}/socratica/api/metrics`, { headers: scrapeHeaders })).text();
    const series = body.split('\n').filter((line) => line && !line.startsWith('#')).length;
    const scrape = await autocannon({
      url: `${on.base}/socratica/api/metrics`,
      headers: scrapeHeaders,
      connections: 1,
      duration: Math.min(DURATION_S, 5),
    });
    report(
      `GET metrics p99 (${series} series, ${(body.length / 1024).toFixed(1)} KB)`,
      `${scrape.latency.p99} ms (p50 ${scrape.latency.p50} ms)`,
      '< 10 ms',
      scrape.latency.p99 < 10 && scrape.non2xx === 0,
    );
  } finally {
    off.server.kill('SIGTERM');
    on.server.kill('SIGTERM');
  }
}
