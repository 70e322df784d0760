// Sequential GETs timed until their whole body has arrived, on a thread of their own (timed-gets-worker.mjs),
// and the machine's load while they ran.
import { loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);

export const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/**
 * Times `REQUESTS` sequential GETs, taking `urls` in turn, after a warm-up; answers the p99 and p50.
 * `before` ({ method, url }), untimed, is called before each timed GET: a change the GET must then show.
 */
export function timed(urls, headers, before = undefined) {
  const worker = new Worker(new URL('./timed-gets-worker.mjs', import.meta.url), {
    workerData: { urls, headers, before, requests: REQUESTS },
  });
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the timing thread stopped (${code}) before answering`)));
  });
}
