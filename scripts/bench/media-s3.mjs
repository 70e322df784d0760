// Episode audio from object storage (D22, decision 039): the built server with SOCRATICA_AUDIO_STORE=s3 in
// front of s3rver, serving a 10 MB episode by proxy. Range requests as players seek (random 64 KiB windows
// and Apple's `bytes=0-1` probe), each timed until its whole body has arrived; the server's memory while 20
// listeners download the whole file at once; and, for comparison, the presigned-redirect alternative.
import { fork } from 'node:child_process';
import { serverEnvironment } from '../server-process.mjs';
import { firstMessage, residentMegabytes, startBuiltServer } from './processes.mjs';
import { inform, percentile, report } from './report.mjs';
import { load } from './timed-gets.mjs';

const RANGE_REQUESTS = 500;
const PROBES = 50;
const WINDOW = 65_536;
const LISTENERS = 20;

/** The ranges a session of seeking asks for: random 64 KiB windows, then Apple's two-byte probes. */
function seekingRanges(bytes) {
  const ranges = Array.from({ length: RANGE_REQUESTS }, () => {
    const start = Math.floor(Math.random() * (bytes - WINDOW));
    return [start, start + WINDOW - 1];
  });
  for (let i = 0; i < PROBES; i++) ranges.push([0, 1]);
  return ranges;
}

/** Sequential GETs of the ranges, each checked and timed until its last byte; answers p99 and p50 in ms. */
async function timedRanges(url, ranges) {
  for (const [start, end] of ranges.slice(0, 20)) await rangeOf(url, start, end); // warm-up
  const times = [];
  for (const [start, end] of ranges) {
    const began = performance.now();
    await rangeOf(url, start, end);
    times.push(performance.now() - began);
  }
  return { p99: percentile(times, 99), p50: percentile(times, 50) };
}

async function rangeOf(url, start, end) {
  const response = await fetch(url, { headers: { range: `bytes=${start}-${end}` } });
  const body = await response.arrayBuffer();
  if (response.status !== 206 || body.byteLength !== end - start + 1) {
    throw new Error(`bytes=${start}-${end} answered ${response.status} with ${body.byteLength} bytes`);
  }
}

/** 20 listeners download the whole episode at once; the server's RSS sampled before, during and after. */
async function memoryWhileStreaming(server, url, bytes) {
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const before = residentMegabytes(server.pid);
  let during = before;
  const sampler = setInterval(() => (during = Math.max(during, residentMegabytes(server.pid))), 50);
  const began = performance.now();
  const received = await Promise.all(
    Array.from({ length: LISTENERS }, async () => {
      const response = await fetch(url);
      let total = 0;
      for await (const chunk of response.body) total += chunk.byteLength;
      return total;
    }),
  );
  const seconds = (performance.now() - began) / 1000;
  clearInterval(sampler);
  if (received.some((total) => total !== bytes))
    throw new Error(`a listener received ${received.join(', ')} bytes`);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const after = residentMegabytes(server.pid);
  const growth = during - before;
  report(
    `server RSS while ${LISTENERS} listeners stream a 10 MB episode from S3 at once`,
    `${before.toFixed(0)} MB before, ${during.toFixed(0)} MB at most during, ${after.toFixed(0)} MB after ` +
      `(+${growth.toFixed(0)} MB; ${((LISTENERS * bytes) / 1e6 / seconds).toFixed(0)} MB/s in all)`,
    'flat: < 50 MB growth',
    growth < 50,
  );
}

export async function mediaFromObjectStorage() {
  const store = fork('apps/server/bench/s3-server.mjs', { stdio: 'inherit', env: serverEnvironment() });
  let app;
  try {
    const { directUrl, s3Port, redirectPort, bucket, prefix, key, bytes } = await firstMessage(store);
    app = await startBuiltServer({
      SOCRATICA_AUDIO_STORE: 's3',
      SOCRATICA_S3_BUCKET: bucket,
      SOCRATICA_S3_PREFIX: prefix,
      SOCRATICA_S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      SOCRATICA_S3_FORCE_PATH_STYLE: 'true',
      SOCRATICA_S3_ACCESS_KEY_ID: 'S3RVER',
      SOCRATICA_S3_SECRET_ACCESS_KEY: 'S3RVER',
      SOCRATICA_RATE_LIMIT_PER_MINUTE: '0',
    });
    const proxied = `${app.base}/socratica/api/podcasts/media/${key}`;
    const ranges = seekingRanges(bytes);
    const proxy = await timedRanges(proxied, ranges);
    report(
      `GET podcasts/media/{key} Range p99 from S3 by proxy, ${RANGE_REQUESTS} 64 KiB seeks and ${PROBES} bytes=0-1 (load ${load()})`,
      `${proxy.p99.toFixed(1)} ms (p50 ${proxy.p50.toFixed(1)} ms)`,
      '< 30 ms',
      proxy.p99 < 30,
    );
    const redirect = await timedRanges(`http://127.0.0.1:${redirectPort}/media/${key}`, ranges);
    inform(
      'the same ranges by a 307 to a presigned GET (the alternative not taken)',
      `${redirect.p99.toFixed(1)} ms p99 (p50 ${redirect.p50.toFixed(1)} ms), redirect and store's answer together`,
      'a comparison for decision 039',
    );
    const direct = await timedRanges(directUrl, ranges);
    inform(
      'the same ranges straight from the store, signed in advance',
      `${direct.p99.toFixed(1)} ms p99 (p50 ${direct.p50.toFixed(1)} ms)`,
      'the floor under both, for decision 039',
    );
    await memoryWhileStreaming(app.server, proxied, bytes);
  } finally {
    app?.server.kill('SIGTERM');
    store.kill('SIGTERM');
  }
}
