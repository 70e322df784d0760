// Sequential GETs timed until their whole body has arrived, and the machine's load while they ran.
import { loadavg } from 'node:os';
import { percentile } from './report.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);

export const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** Times `REQUESTS` sequential GETs, taking `urls` in turn, after a warm-up; answers the p99 and p50. */
export async function timed(urls, headers) {
  const get = async (url) => {
    const response = await fetch(url, { headers });
    if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${await response.text()}`);
    return response.arrayBuffer();
  };
  for (const url of urls.slice(0, 20)) await get(url);
  const times = [];
  for (let i = 0; i < REQUESTS; i++) {
    const start = performance.now();
    await get(urls[i % urls.length]);
    times.push(performance.now() - start);
  }
  return { p99: percentile(times, 99), p50: percentile(times, 50) };
}
