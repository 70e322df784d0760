// The tutor's streamed replies (DESIGN §5): what the relay adds to the provider's time to first
// token, and whether it keeps pace with 50 streams at once. The provider is the fake
// OpenAI-compatible server; it, the server and this client each run in a process of their own.
import { fork } from 'node:child_process';
import { SERVER_NODE_FLAGS, serverEnvironment } from '../server-process.mjs';
import { ask, firstMessage } from './processes.mjs';
import { percentile, report } from './report.mjs';

/** Reads a streamed body, telling `onRead` what has arrived so far and how long after sending. */
export async function readStream(url, init, onRead) {
  const sent = performance.now();
  const response = await fetch(url, init);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let seen = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return seen;
    const fresh = decoder.decode(value, { stream: true });
    seen += fresh;
    onRead(seen, fresh, performance.now() - sent);
  }
}

/** Milliseconds from sending until the streamed body first shows each marker. */
export async function streamTimings(url, init, markers) {
  const seenAt = {};
  const seen = await readStream(url, init, (soFar, _fresh, elapsed) => {
    for (const [name, marker] of Object.entries(markers)) {
      if (seenAt[name] === undefined && marker.test(soFar)) seenAt[name] = elapsed;
    }
  });
  for (const name of Object.keys(markers)) {
    if (seenAt[name] === undefined) throw new Error(`no ${name} from ${url}: ${seen.slice(0, 300)}`);
  }
  return seenAt;
}

/** POST chat/stream's request for a learner's message in their session. */
export const learnerMessage = ({ id, auth }, content) => ({
  method: 'POST',
  headers: { ...auth, 'content-type': 'application/json' },
  body: JSON.stringify({ session_id: id, messages: [{ role: 'user', content }] }),
});

const fixed = (values, p) => percentile(values, p).toFixed(1);

/**
 * Each round asks through POST chat/stream, then asks the provider directly the very request the
 * server sent it. What the stream adds is the time from the `start` event (the learner's message is
 * saved and the provider is being called) to the first `delta`, at the p99, less the provider's own
 * p99. The time before `start` (checks and saving the message) is reported beside it.
 */
async function firstTokenOverhead({ provider, latencyMs, base, sessions, url }) {
  const rounds = Number(process.env.BENCH_STREAM_ROUNDS ?? 300);
  const warmup = 20;
  const direct = [];
  const afterStart = [];
  const beforeStart = [];
  const endToEnd = [];
  for (let round = 0; round < rounds + warmup; round++) {
    const viaServer = await streamTimings(
      `${base}/chat/stream`,
      learnerMessage(
        sessions[Math.floor(round / 20) % sessions.length],
        `Light is absorbed by chlorophyll, idea ${round}`,
      ),
      { start: /event: start/, token: /event: delta/ },
    );
    const { body } = await ask(provider, 'last streamed request');
    const own = await streamTimings(
      `${url}/chat/completions`,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
      { token: /"content":"[^"]/ },
    );
    if (round < warmup) continue;
    direct.push(own.token);
    afterStart.push(viaServer.token - viaServer.start);
    beforeStart.push(viaServer.start);
    endToEnd.push(viaServer.token);
  }
  const added = percentile(afterStart, 99) - percentile(direct, 99);
  report(
    `POST chat/stream time to first token vs the provider's own (${latencyMs} ms fixed), p99 of ${rounds}`,
    `${fixed(afterStart, 99)} vs ${fixed(direct, 99)} ms = +${added.toFixed(1)} ms (p50 ${fixed(afterStart, 50)} vs ` +
      `${fixed(direct, 50)} ms; before that, checking and saving the message: p50 ${fixed(beforeStart, 50)}, ` +
      `p99 ${fixed(beforeStart, 99)} ms; end to end p99 ${fixed(endToEnd, 99)} ms)`,
    '<= +5 ms',
    added <= 5,
  );
}

/**
 * 50 learners' replies stream at once, the provider sending a chunk every 20 ms. A stall is the
 * longest wait, within one stream, between one delta reaching the client and the next.
 */
async function concurrentStreams({ provider, base, sessions }) {
  const { chunkGapMs, chunks } = await ask(provider, 'paced chunks');
  const streams = Math.min(50, sessions.length);
  const gaps = [];
  let deltas = 0;
  const started = performance.now();
  await Promise.all(
    sessions.slice(0, streams).map((session, n) => {
      let lastDeltaAt;
      return readStream(
        `${base}/chat/stream`,
        learnerMessage(session, `The leaf stores energy from light, learner ${n}`),
        (_soFar, fresh, elapsed) => {
          if (!fresh.includes('event: delta')) return;
          deltas += fresh.split('event: delta').length - 1;
          if (lastDeltaAt !== undefined) gaps.push(elapsed - lastDeltaAt);
          lastDeltaAt = elapsed;
        },
      );
    }),
  );
  const wall = performance.now() - started;
  const worst = Math.max(...gaps);
  report(
    `${streams} concurrent chat streams, ${chunks} chunks each ${chunkGapMs} ms apart: longest gap between deltas`,
    `${worst.toFixed(1)} ms (p99 ${fixed(gaps, 99)}, p50 ${fixed(gaps, 50)} ms; ${deltas} deltas in ${wall.toFixed(0)} ms)`,
    '< 100 ms',
    worst < 100,
  );
}

export async function tutorStreams() {
  const provider = fork('apps/server/bench/fake-provider.mjs', {
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    execArgv: ['--import', 'tsx'],
  });
  const { url, latencyMs } = await firstMessage(provider);
  const server = fork('apps/server/bench/streaming-server.mjs', {
    stdio: 'inherit',
    execArgv: SERVER_NODE_FLAGS,
    env: serverEnvironment({ BENCH_PROVIDER_URL: url }),
  });
  try {
    const { base, sessions } = await firstMessage(server);
    const setting = { provider, latencyMs, base, sessions, url };
    await firstTokenOverhead(setting);
    await concurrentStreams(setting);
  } finally {
    server.kill('SIGTERM');
    provider.kill('SIGTERM');
  }
}
