// The timing loop of timed-gets.mjs, on its own thread: its heap holds only the answers it reads, so the
// benchmark's own garbage (Playwright and the rest, tens of MB) is never collected inside a timed request.
import { parentPort, workerData } from 'node:worker_threads';
import { percentile } from './report.mjs';

const { urls, headers, before, requests } = workerData;

const call = async (method, url) => {
  const response = await fetch(url, { method, headers });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.arrayBuffer();
};

// Twenty untimed GETs first, however few the URLs: the server's first answers are compiled as they go.
for (let i = 0; i < 20; i++) await call('GET', urls[i % urls.length]);
const times = [];
for (let i = 0; i < requests; i++) {
  if (before) await call(before.method, before.url);
  const start = performance.now();
  await call('GET', urls[i % urls.length]);
  times.push(performance.now() - start);
}
parentPort.postMessage({ p99: percentile(times, 99), p50: percentile(times, 50) });
