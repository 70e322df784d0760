// The tutor's streamed replies (DESIGN §5): what the relay adds to the provider's time to first
// token, and whether it keeps pace with 50 streams at once. The provider is the fake
// OpenAI-compatible server; it, the server and this client each run in a process of their own.
import { fork, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { SERVER_NODE_FLAGS, serverEnvironment } from '../server-process.mjs';
import { ask, firstMessage } from './processes.mjs';
import { inform, percentile, report } from './report.mjs';

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
async function firstTokenOverhead({ provider, base, sessions, url, server }) {
  // The p99 of 600 is the 6th-slowest reply. Of 200 it was the 2nd-slowest, and the provider's own p99
  // then moved by up to 6 ms from run to run, more than the 5 ms budget on the difference measures.
  const rounds = Number(process.env.BENCH_STREAM_ROUNDS ?? 600);
  const warmup = 20;
  const direct = [];
  const afterStart = [];
  const beforeStart = [];
  const endToEnd = [];
  let cpuBefore;
  for (let round = 0; round < rounds + warmup; round++) {
    if (round === warmup) cpuBefore = cpuMilliseconds(server.pid);
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
  // One reply at a time, each its own start, save and a short reply: what a reply costs the server.
  const replyCpu = (cpuMilliseconds(server.pid) - cpuBefore) / rounds;
  const added = percentile(afterStart, 99) - percentile(direct, 99);
  const figure =
    `${fixed(afterStart, 99)} vs ${fixed(direct, 99)} ms = +${added.toFixed(1)} ms (p50 ${fixed(afterStart, 50)} vs ` +
    `${fixed(direct, 50)} ms; before that, checking and saving the message: p50 ${fixed(beforeStart, 50)}, ` +
    `p99 ${fixed(beforeStart, 99)} ms; end to end p99 ${fixed(endToEnd, 99)} ms; the server's CPU ` +
    `${replyCpu.toFixed(1)} ms a reply)`;
  return { added, rounds, figure };
}

/** On the clock every process on this machine shares: the provider stamps its chunks on it too. */
const monotonicMs = () => Number(process.hrtime.bigint()) / 1e6;

/**
 * One learner's stream read as a browser's EventSource would, through node:http rather than fetch, so
 * that the 50 learners this one process plays cost it little of the machine's time: each `delta`
 * event's text with when it arrived.
 */
function readDeltas(base, session, content) {
  const { hostname, port, pathname } = new URL(`${base}/chat/stream`);
  const { headers, body } = learnerMessage(session, content);
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname, port, path: pathname, method: 'POST', headers }, (response) => {
      response.setEncoding('utf8');
      const deltas = [];
      let pending = '';
      response.on('data', (text) => {
        const at = monotonicMs();
        pending += text;
        let end;
        while ((end = pending.indexOf('\n\n')) !== -1) {
          const event = pending.slice(0, end);
          pending = pending.slice(end + 2);
          if (event.startsWith('event: delta\n')) {
            deltas.push({ at, text: JSON.parse(event.slice(event.indexOf('data: ') + 6)).text });
          }
        }
      });
      response.on('end', () => resolve(deltas));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * When each of the provider's chunks reached the learner: the arrival of the delta that completed it.
 * The relay may split a chunk (at a sentence's end) or join two, so chunks are matched by text length.
 */
function arrivals(sent, deltas) {
  const times = [];
  let received = 0;
  let delta = 0;
  let through = 0;
  for (const [, piece] of sent) {
    through += piece.length;
    while (received < through && delta < deltas.length) received += deltas[delta++].text.length;
    if (received < through) break;
    times.push(deltas[delta - 1].at);
  }
  return times;
}

/**
 * 50 learners' replies stream at once, the provider sending a chunk every 20 ms. A gap is the wait,
 * within one stream, between one of the provider's chunks reaching the learner and the next.
 *
 * The provider, a process on the same two cores, keeps its pace only as well as its timers fire: a
 * chunk it writes 30 ms late is a 50 ms gap the relay did nothing to cause. So the gap is measured as
 * the learner would see it from a provider that kept its pace exactly: the pace plus how much longer
 * this chunk took than the one before to go from the provider's write to the learner (both stamped on
 * the machine's monotonic clock). The gap as received, the provider's own, and this client's own
 * event-loop delay are shown beside it.
 */
async function concurrentStreams({ provider, base, sessions, server }) {
  const { chunkGapMs, chunks } = await ask(provider, 'paced chunks');
  const cpuBefore = cpuMilliseconds(server.pid);
  const streams = Math.min(50, sessions.length);
  const clientDelay = monitorEventLoopDelay({ resolution: 1 });
  clientDelay.enable();
  const started = performance.now();
  const received = await Promise.all(
    sessions
      .slice(0, streams)
      .map((session, n) => readDeltas(base, session, `The leaf stores energy from light, learner ${n}`)),
  );
  const wall = performance.now() - started;
  const serverCpu = cpuMilliseconds(server.pid) - cpuBefore;
  clientDelay.disable();
  const sends = await ask(provider, 'paced sends');
  const relayed = [];
  const asReceived = [];
  const providers = [];
  const latencies = [];
  let matched = 0;
  received.forEach((deltas, n) => {
    const sent = sends[`learner ${n}`] ?? [];
    const arrived = arrivals(sent, deltas);
    matched += arrived.length;
    for (let k = 0; k < arrived.length; k++) {
      latencies.push(arrived[k] - sent[k][0]);
      if (k === 0) continue;
      const ownGap = sent[k][0] - sent[k - 1][0];
      const gap = arrived[k] - arrived[k - 1];
      providers.push(ownGap);
      asReceived.push(gap);
      relayed.push(chunkGapMs + gap - ownGap);
    }
  });
  if (matched < streams * chunks) throw new Error(`only ${matched} of ${streams * chunks} chunks arrived`);
  const worst = Math.max(...relayed);
  const p99 = percentile(relayed, 99);
  const figure =
    `p99 ${p99.toFixed(1)}, longest ${worst.toFixed(1)} ms (p50 ${fixed(relayed, 50)}; as received p99 ` +
    `${fixed(asReceived, 99)}, longest ${Math.max(...asReceived).toFixed(1)}; the provider's own p99 ` +
    `${fixed(providers, 99)}, longest ${Math.max(...providers).toFixed(1)}; relay latency p99 ${fixed(latencies, 99)} ms; ` +
    `this client's loop delay p99 ${(clientDelay.percentile(99) / 1e6).toFixed(1)} ms; ${matched} chunks in ${wall.toFixed(0)} ms; ` +
    `the server's CPU ${serverCpu} ms, ${((1000 * serverCpu) / matched).toFixed(0)} µs a chunk)`;
  return { p99, worst, figure, streams, chunks, chunkGapMs };
}

/**
 * The CPU time a process has used (user and system, in the kernel's 10 ms ticks): on a machine others
 * share, what the relay costs is steadier than how long it takes.
 */
function cpuMilliseconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Runs `measure` with a process spinning on one core, as a noisy neighbour would. */
async function withCpuHog(measure) {
  const hog = spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' });
  try {
    return await measure();
  } finally {
    hog.kill('SIGKILL');
  }
}

/**
 * The budgets hold in every one of BENCH_STREAM_RUNS runs in a row (3 by default), the last one's time
 * to first token measured with a CPU hog on one core.
 */
async function measureRuns(setting) {
  const runs = Number(process.env.BENCH_STREAM_RUNS ?? 3);
  const overheads = [];
  const gaps = [];
  for (let run = 1; run <= runs; run++) {
    const hogged = run === runs;
    const overhead = hogged
      ? await withCpuHog(() => firstTokenOverhead(setting))
      : await firstTokenOverhead(setting);
    overheads.push(overhead);
    inform(
      `run ${run} of ${runs}: POST chat/stream time to first token vs the provider's own (${setting.latencyMs} ms fixed)` +
        `${hogged ? ', with a CPU hog on one core' : ''}, p99 of ${overhead.rounds}`,
      overhead.figure,
      'the budget counts every run, below',
    );
    const streamed = await concurrentStreams(setting);
    gaps.push(streamed);
    inform(
      `run ${run} of ${runs}: ${streamed.streams} concurrent chat streams, ${streamed.chunks} chunks each ${streamed.chunkGapMs} ms apart: gap between deltas`,
      streamed.figure,
      'the budget counts every run, below',
    );
  }
  const list = (values) => values.map((value) => value.toFixed(1)).join(', ');
  report(
    `POST chat/stream time to first token added by the relay, p99, in ${runs} runs in a row (the last with a CPU hog), server on Node ${process.version}`,
    `+${list(overheads.map((o) => o.added))} ms`,
    '<= +5 ms in every run',
    overheads.every((o) => o.added <= 5),
  );
  report(
    `50 concurrent chat streams, gap between deltas (provider's own lateness taken out), in ${runs} runs in a row, server on Node ${process.version}`,
    `p99 ${list(gaps.map((g) => g.p99))} ms; longest ${list(gaps.map((g) => g.worst))} ms`,
    'p99 <= 30 ms and longest <= 60 ms in every run',
    gaps.every((g) => g.p99 <= 30 && g.worst <= 60),
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
    // BENCH_SERVER_FLAGS adds flags for a look inside, such as `--cpu-prof --cpu-prof-dir=/tmp/prof`.
    execArgv: [...SERVER_NODE_FLAGS, ...(process.env.BENCH_SERVER_FLAGS?.split(' ').filter(Boolean) ?? [])],
    env: serverEnvironment({ BENCH_PROVIDER_URL: url }),
  });
  try {
    const { base, sessions } = await firstMessage(server);
    await measureRuns({ provider, latencyMs, base, sessions, url, server });
  } finally {
    server.kill('SIGTERM');
    provider.kill('SIGTERM');
  }
}
