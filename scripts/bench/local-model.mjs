// The embedded model (issue 26, DESIGN D21), on a model file of the default model's shape that this benchmark
// writes with random weights into a temporary folder and deletes afterwards (nothing is committed or
// downloaded): Qwen3-4B-Instruct-2507's dimensions in the llama architecture, its vocabulary size, and 4-bit
// weights (Q4_0), so that the file is about the real one's size and each token costs what it would.
// - What this machine gives, for the README's hardware advice: the runtime alone loads the file, then writes
//   64 tokens a few times; its own figures (no budget).
// - `npm start`'s server with SOCRATICA_AI_PROVIDER=local writes two learners' replies at once through
//   POST chat/stream, while a signed-in `GET me` is timed (p99 < 50 ms) and the server reports its own
//   event-loop delay (p99 ≤ 50 ms) through server-probe.mjs, preloaded into its process.
// - What our relay adds to the time to first token: each of a few replies alone, from the stream's `start`
//   event to its first `delta`, against node-llama-cpp's own time to first token for that very generation,
//   timed inside the server by the same probe.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { api, completeBaseline, signInAsAdmin } from './api-client.mjs';
import { ask, firstMessage, residentMegabytes, startBuiltServer } from './processes.mjs';
import { inform, percentile, report } from './report.mjs';
import { learnerMessage, readStream } from './tutor-streams.mjs';

/** Qwen3-4B-Instruct-2507 (config.json), in the llama architecture: Qwen3's per-head q/k norms left out. */
const DEFAULT_SHAPE = {
  embeddingLength: 2560,
  blockCount: 36,
  headCount: 32,
  headCountKv: 8,
  headDimension: 128,
  feedForwardLength: 9728,
  vocabularySize: 151936,
  contextLength: 262144,
  tensorType: 'Q4_0',
};
const SHAPE_LABEL = 'E 2560, 36 blocks, 32 heads (8 KV) of 128, FFN 9728, vocabulary 151936; Q4_0';
/** SOCRATICA_LOCAL_CONTEXT_TOKENS' and SOCRATICA_LOCAL_PARALLEL's defaults. */
const CONTEXT_TOKENS = 8192;
const PARALLEL = 2;
/** The embedded coach's temperature (coach/local/embedded-coach.ts). */
const TEMPERATURE = 0.7;
const RUNS = Number(process.env.BENCH_LOCAL_RUNS ?? 3);
const OUTPUT_TOKENS = 64;
/** Replies timed one at a time for the relay's share of the time to first token. */
const ROUNDS = Number(process.env.BENCH_LOCAL_ROUNDS ?? 3);
/** Between one `GET me` and the next while the replies are written. */
const READ_PAUSE_MS = 50;

const fixed = (value, digits = 1) => value.toFixed(digits);
const median = (values) => percentile(values, 50);
const signed = (ms) => `${ms < 0 ? '' : '+'}${fixed(ms)}`;
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** Ordinary explanatory English, as a tutor's prompt carries it: the runs read it before they write. */
const PROSE = [
  'Photosynthesis is how green plants turn the energy of light into chemical energy that they can store and use later, mostly as sugar built from carbon dioxide and water.',
  'Inside the leaf, chloroplasts hold a green pigment called chlorophyll, which absorbs red and blue light and reflects much of the green, which is why leaves look green to us.',
  'The first stage needs light, because water molecules are split, oxygen is released into the air, and the energy captured is held for a moment in two small carrier molecules.',
  'The second stage is the Calvin cycle, which does not need light directly and uses those carriers to fix carbon dioxide into the sugars the plant grows from.',
  'Much of the oxygen in the atmosphere comes from tiny algae in the oceans, whose photosynthesis matters as much for the planet as that of the forests on land.',
];

/** Questions without a claim in them, so that the checked coach streams the reply as it is written (D20). */
const QUESTIONS = [
  'Why do leaves look green to us?',
  'Where does the oxygen that plants give off come from?',
  'What does the Calvin cycle need to run?',
  'How do algae in the ocean matter for the air we breathe?',
  'What happens to the sugar a leaf makes?',
];

/** Each run's own conversation, so that each reads its whole prompt: the sequence keeps only a shared prefix. */
const runHistory = (run) => [
  {
    type: 'system',
    text: `Session ${run + 1}. You are a patient Socratic tutor. Ask one question at a time and build on what the learner says. ${PROSE.join(' ')}`,
  },
  { type: 'user', text: `${QUESTIONS[run % QUESTIONS.length]} ${PROSE.slice(run % 3).join(' ')}` },
  { type: 'model', response: [] },
];

/** The default-shape model file, written by the tests' GGUF writer in a process that runs TypeScript. */
async function writeModel(path) {
  const writer = fork(
    fileURLToPath(new URL('./gguf-writer.mjs', import.meta.url)),
    [path, JSON.stringify(DEFAULT_SHAPE)],
    { execArgv: ['--import', 'tsx'] },
  );
  const written = await firstMessage(writer);
  return { ...written, bytes: statSync(path).size };
}

/** The runtime alone: load time, then RUNS generations of OUTPUT_TOKENS with its own timings. */
async function runtimeFigures(path) {
  const { createLocalModel } = await import('../../apps/server/dist/coach/local/create-local-model.js');
  const residentBefore = residentMegabytes(process.pid);
  const { runtime } = createLocalModel({
    modelPath: path,
    threads: availableParallelism(),
    parallel: PARALLEL,
    contextTokens: CONTEXT_TOKENS,
  });
  try {
    await runtime.ready;
    const { loadMs } = runtime.stats();
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const { usage } = await runtime.generate({
        history: runHistory(run),
        maxTokens: OUTPUT_TOKENS,
        temperature: TEMPERATURE,
      });
      const { last } = runtime.stats();
      runs.push({ ...last, promptTokens: usage.inputTokens - usage.cachedInputTokens });
    }
    return { loadMs, runs, residentMb: residentMegabytes(process.pid) - residentBefore };
  } finally {
    await runtime.dispose();
  }
}

function reportRuntime({ written, writeMs, loadMs, runs, residentMb }) {
  inform(
    `local model file of the default model's shape (${SHAPE_LABEL}), random weights`,
    `${fixed(written.bytes / 1e9, 2)} GB written in ${fixed(writeMs / 1000)} s, loaded in ${fixed(loadMs / 1000)} s ` +
      `(${PARALLEL} sequences of ${CONTEXT_TOKENS} tokens; resident memory +${fixed(residentMb, 0)} MB after the runs)`,
    'what a user waits for at start, on this machine',
  );
  const writing = runs.map((run) => run.tokensPerSecond);
  inform(
    `local generation on ${availableParallelism()} cores (runtime's own figure: tokens after the first / time), ` +
      `${OUTPUT_TOKENS} tokens, median of ${runs.length} (load ${load()})`,
    `${fixed(median(writing), 2)} tokens/s (runs: ${writing.map((t) => fixed(t, 2)).join(', ')})`,
    'hardware advice for the README',
  );
  const reading = runs.map((run) => (run.promptTokens / run.timeToFirstTokenMs) * 1000);
  inform(
    `local prompt processing (prompt tokens read / the runtime's time to first token), median of ${runs.length}`,
    `${fixed(median(reading))} tokens/s (runs: ${runs
      .map((run) => `${run.promptTokens} tokens in ${fixed(run.timeToFirstTokenMs / 1000, 2)} s`)
      .join(', ')})`,
    'hardware advice for the README',
  );
}

/** Learners with a session each, baseline done and chat opened, on the offline coach (the model's JSON would be noise). */
async function prepareLearners(base, count) {
  const admin = await signInAsAdmin(base);
  const learners = [];
  for (let n = 0; n < count; n++) {
    const username = `local${n}`;
    await api(base, 'POST', 'admin/users', admin, {
      username,
      email: `${username}@example.com`,
      password: 'bench-pass',
      role: 'user',
    });
    const auth = await signIn(base, username);
    const started = await api(base, 'POST', 'assessments/start?topic=Photosynthesis&times=60', auth);
    await completeBaseline(base, auth, started);
    await api(base, 'POST', 'chat/open', auth, { session_id: started.session_id });
    learners.push({ username, id: started.session_id });
  }
  return learners;
}

async function signIn(base, username) {
  const { access_token } = await api(base, 'POST', 'login', {}, { username, password: 'bench-pass' });
  return { authorization: `Bearer ${access_token}` };
}

/** One reply through POST chat/stream: when `start` and the first `delta` arrived, and the stored reply. */
async function chatReply(base, session, content) {
  let startAt;
  let firstDeltaAt;
  let deltas = 0;
  const seen = await readStream(
    `${base}/socratica/api/chat/stream`,
    learnerMessage(session, content),
    (soFar, fresh, elapsed) => {
      if (startAt === undefined && soFar.includes('event: start')) startAt = elapsed;
      const pieces = fresh.split('event: delta').length - 1;
      if (pieces > 0) firstDeltaAt ??= elapsed;
      deltas += pieces;
    },
  );
  const done = /event: done\ndata: (.*)\n/.exec(seen);
  if (!done || startAt === undefined || firstDeltaAt === undefined) {
    throw new Error(`a reply of the embedded model did not stream: ${seen.slice(-400)}`);
  }
  const { message } = JSON.parse(done[1]);
  if (message.answered_offline) throw new Error('the embedded model did not answer: the offline coach did');
  return { startAt, firstDeltaAt, deltas };
}

/** Sequential `GET me` calls, each timed until its body arrives, until `done` settles. */
async function readsDuring(base, headers, done) {
  let finished = false;
  void done.finally(() => (finished = true)).catch(() => undefined);
  const times = [];
  while (!finished) {
    const start = performance.now();
    const response = await fetch(`${base}/socratica/api/me`, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`GET me: ${response.status}`);
    times.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, READ_PAUSE_MS));
  }
  return times;
}

async function twoRepliesAtOnce({ base, server, sessions, admin }) {
  await ask(server, 'loop delay: start');
  const started = performance.now();
  const replies = Promise.all(sessions.map((session, n) => chatReply(base, session, QUESTIONS[n])));
  const reads = await readsDuring(base, admin, replies);
  const loop = await ask(server, 'loop delay: read');
  const written = await replies;
  const seconds = (performance.now() - started) / 1000;
  const what =
    `${written.length} replies of the embedded model streaming at once (${written.map((r) => r.deltas).join(' and ')} ` +
    `deltas in ${fixed(seconds)} s; load ${load()})`;
  report(
    `event-loop delay p99 of the server while ${what}`,
    `${fixed(loop.p99Ms)} ms (p50 ${fixed(loop.p50Ms)}, max ${fixed(loop.maxMs)} ms)`,
    '≤ 50 ms',
    loop.p99Ms <= 50,
  );
  const p99 = percentile(reads, 99);
  report(
    `GET me p99 while ${what}, ${reads.length} requests`,
    `${fixed(p99)} ms (p50 ${fixed(percentile(reads, 50))} ms, max ${fixed(Math.max(...reads))} ms)`,
    '< 50 ms',
    p99 < 50,
  );
}

async function relayFirstToken({ base, server, sessions }) {
  const rows = [];
  for (const [round, session] of sessions.entries()) {
    const before = await ask(server, 'library: generations');
    const reply = await chatReply(base, session, QUESTIONS[(round + 2) % QUESTIONS.length]);
    const after = await ask(server, 'library: generations');
    if (after.length !== before.length + 1) {
      throw new Error(`one reply made ${after.length - before.length} generations`);
    }
    const { firstTokenMs: own, promptTokens, readTokens } = after.at(-1);
    const relayed = reply.firstDeltaAt - reply.startAt;
    rows.push({ own, relayed, added: relayed - own, beforeStart: reply.startAt, promptTokens, readTokens });
  }
  const own = rows.map((row) => row.own);
  const relayed = rows.map((row) => row.relayed);
  const added = rows.map((row) => row.added);
  inform(
    `local time to first token, the library's own (LlamaChat.generateResponse called → first token, in the server), median of ${rows.length} replies alone`,
    `${fixed(median(own))} ms (${own.map((ms) => fixed(ms)).join(', ')}; prompts of ${rows
      .map((row) => `${row.promptTokens} tokens, ${row.readTokens} read`)
      .join('; ')}, the rest kept from an earlier reply's)`,
    "the model reading the tutor's prompt: this hardware's speed, not our code",
  );
  inform(
    `local time to first token through POST chat/stream (event start → first delta), the same replies`,
    `${fixed(median(relayed))} ms (${relayed.map((ms) => fixed(ms)).join(', ')}; before start, checking and saving the message: ` +
      `median ${fixed(median(rows.map((row) => row.beforeStart)))} ms)`,
    'the sum of the above and of our relay',
  );
  inform(
    `local time to first token added by our relay (stream minus the library's own, reply by reply)`,
    `median ${signed(median(added))} ms, max ${signed(Math.max(...added))} ms (${added.map(signed).join(', ')})`,
    `the relay's budget (+5 ms p99) is the streams group's, against a fake provider; here ${rows.length} replies, with the model busy on both cores`,
  );
}

/**
 * Waits until the server has loaded the model: the replies measured must not wait for it. A model that fails
 * to load hands the learners back to the offline coach, which the admin card shows.
 */
async function modelLoaded(server, base, admin) {
  let loaded = false;
  const probe = ask(server, 'model: loaded').then(() => (loaded = true));
  const deadline = performance.now() + 600_000;
  while (!loaded) {
    const { serving, load_error: why } = await api(base, 'GET', 'admin/ai/local-model', admin);
    if (serving !== 'embedded') throw new Error(`the server did not load the model: ${why ?? serving}`);
    if (performance.now() > deadline) throw new Error('the server did not load the model within 10 minutes');
    await Promise.race([probe, new Promise((resolve) => setTimeout(resolve, 1000))]);
  }
}

/**
 * The probe reports the server's event-loop delay; its IPC channel also stops the server should this
 * process die without stopping it.
 */
const PROBED = {
  nodeFlags: ['--import', fileURLToPath(new URL('./server-probe.mjs', import.meta.url))],
  ipc: true,
};

async function stopServer(server) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

export async function localModel() {
  const dir = mkdtempSync(join(tmpdir(), 'socratica-bench-local-model-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'socratica-bench-local-data-'));
  const removeFiles = () => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  };
  // A run stopped with Ctrl-C or a kill leaves no 2 GB file behind (the servers stop on their own signal).
  const interrupted = (signal) => {
    removeFiles();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  const servers = [];
  try {
    const path = join(dir, 'default-shape-q4_0.gguf');
    const writeStarted = performance.now();
    const written = await writeModel(path);
    const writeMs = performance.now() - writeStarted;
    reportRuntime({ written, writeMs, ...(await runtimeFigures(path)) });

    const settings = {
      SOCRATICA_DATA_DIR: dataDir,
      SOCRATICA_WIKIPEDIA: 'false',
      SOCRATICA_RATE_LIMIT_PER_MINUTE: '0',
      SOCRATICA_CHAT_MESSAGES_PER_MINUTE: '1000',
    };
    // The sessions are prepared on the offline coach (the random model's baseline would be gibberish JSON),
    // then the server starts again on the same data with the model.
    const offline = await startBuiltServer(settings, PROBED);
    servers.push(offline.server);
    const learners = await prepareLearners(offline.base, 2 + ROUNDS);
    await stopServer(offline.server);

    const { base, server } = await startBuiltServer(
      {
        ...settings,
        SOCRATICA_AI_PROVIDER: 'local',
        SOCRATICA_LOCAL_MODEL: path,
        // Each reply's length: a tutor reply of 400 tokens takes minutes at this model's speed.
        SOCRATICA_AI_MAX_OUTPUT_TOKENS: String(OUTPUT_TOKENS),
      },
      PROBED,
    );
    servers.push(server);
    const admin = await signInAsAdmin(base);
    await modelLoaded(server, base, admin);
    const sessions = [];
    for (const learner of learners) {
      sessions.push({ id: learner.id, auth: await signIn(base, learner.username) });
    }
    await twoRepliesAtOnce({ base, server, sessions: sessions.slice(0, 2), admin });
    await relayFirstToken({ base, server, sessions: sessions.slice(2) });
  } finally {
    for (const server of servers) await stopServer(server);
    removeFiles();
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
  }
}
