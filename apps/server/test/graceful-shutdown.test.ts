import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatSession, PodcastJob, StartAssessmentResponse } from '@socratica/contracts';
import { SHUTDOWN_MARGIN_MS } from '../src/lib/graceful-shutdown.js';
import { readEvents, type StreamEvent } from './chat-journey.js';
import { sampleAnswer } from './assessment-journey.js';
import { multipartForm } from './multipart-form.js';
import { reply, startFakeOpenAiServer, wellBehaved, type FakeOpenAiServer } from './fakes/openai-server.js';

/**
 * The real server, started as `npm start` starts it (main.ts, in a process of its own, on an embedded
 * database in a temporary folder), stopped with SIGTERM while 10 tutor replies stream slowly and a podcast
 * episode is being made; then started again on the same folder. Nothing a learner was told was saved is lost.
 */
const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const PGLITE_INIT = fileURLToPath(new URL('../src/db/pglite-init.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const GRACE_SECONDS = 2;
const STREAMS = 10;
const ADMIN_PASSWORD = 'shutdown-admin-password';
/** A reply short enough to finish within the grace period, for the first few learners. */
const QUICK_REPLY = 'Good start. What does chlorophyll do with the light?';
/** A reply long and slow enough (about 15 s) to be under way when the grace period ends. */
const SLOW_REPLY =
  'Think about where the energy of the light goes once the leaf has caught it. ' +
  'If the plant keeps it in sugar, what else would it need, and where could it take that from? ' +
  'Tell me what you would look for to check your idea.';

let ai: FakeOpenAiServer;
let dataDir: string;
let port: number;
let server: RunningServer | undefined;

interface RunningServer {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function fakeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'socratica-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Socratica</title>');
  return dir;
}

const base = () => `http://127.0.0.1:${port}/socratica/api`;

async function startServer(webDist: string): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      SOCRATICA_DATA_DIR: dataDir,
      SOCRATICA_ADMIN_PASSWORD: ADMIN_PASSWORD,
      SOCRATICA_WEB_DIST: webDist,
      SOCRATICA_LOG_LEVEL: 'warn',
      SOCRATICA_WIKIPEDIA: 'false',
      SOCRATICA_RATE_LIMIT_PER_MINUTE: '0',
      SOCRATICA_CHAT_MESSAGES_PER_MINUTE: '1000',
      SOCRATICA_AI_PROVIDER: 'openai',
      SOCRATICA_AI_BASE_URL: ai.url,
      SOCRATICA_AI_TIMEOUT_SECONDS: '60',
      SOCRATICA_AI_MAX_RETRIES: '0',
      SOCRATICA_SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS),
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  const running = { child, output: () => output, exited };
  // A cold start compiles the TypeScript and creates the database: slow on a busy machine.
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited at start:\n${output}`);
    if (Date.now() > deadline) throw new Error(`the server did not start in time:\n${output}`);
    const health = await fetch(`${base()}/health`).catch(() => null);
    if (health?.ok) return running;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function api<T>(
  method: string,
  path: string,
  auth: Record<string, string>,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${base()}/${path}`, {
    method,
    headers: { ...auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function signIn(username: string, password: string) {
  const { access_token } = await api<{ access_token: string }>('POST', 'login', {}, { username, password });
  return { authorization: `Bearer ${access_token}` };
}

async function sessionReadyToChat(auth: Record<string, string>): Promise<number> {
  const started = await api<StartAssessmentResponse>(
    'POST',
    'assessments/start?topic=Photosynthesis&times=60',
    auth,
  );
  for (const [index, question] of started.assessment.questions.entries()) {
    await api('POST', `assessments/${started.session_id}/responses`, auth, {
      question_number: index + 1,
      question_text: question.text,
      user_answer: sampleAnswer(question),
    });
  }
  await api('POST', `assessments/${started.session_id}/complete`, auth);
  return started.session_id;
}

/** One live POST chat/stream: its events as they arrive, and when it has ended. */
function openStream(auth: Record<string, string>, sessionId: number, content: string) {
  const events: StreamEvent[] = [];
  let buffered = '';
  const ended = (async () => {
    const response = await fetch(`${base()}/chat/stream`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ session_id: sessionId, messages: [{ role: 'user', content }] }),
    });
    if (response.status !== 200 || !response.body) {
      throw new Error(`chat/stream: ${response.status} ${await response.text()}`);
    }
    const decoder = new TextDecoder();
    for await (const chunk of response.body) {
      buffered += decoder.decode(chunk as Uint8Array, { stream: true });
      const frames = buffered.split('\n\n');
      buffered = frames.pop() ?? '';
      events.push(...readEvents(frames.join('\n\n')));
    }
    events.push(...readEvents(buffered));
  })();
  return { sessionId, content, events, ended };
}

beforeAll(async () => {
  ai = await startFakeOpenAiServer();
  // The tutor's replies trickle in, a few short ones finishing in the grace period; everything else (the
  // baseline, the podcast script) answers at once.
  ai.respondWith((request) => {
    if (!request.stream || (request.task !== 'tutor_reply' && request.task !== null))
      return wellBehaved(request);
    return /\(learner [0-2]\)/.test(request.user)
      ? reply.content(QUICK_REPLY, { chunkSize: 4, chunkDelayMs: 100 })
      : reply.content(SLOW_REPLY, { chunkSize: 4, chunkDelayMs: 300 });
  });
  dataDir = mkdtempSync(join(tmpdir(), 'socratica-shutdown-'));
  port = await freePort();
  // The server runs from source here, where its start would look for the built init script: the cluster is
  // created beforehand, as that script would (in a process of its own), and the start finds it there.
  await promisify(execFile)(process.execPath, ['--import', 'tsx', PGLITE_INIT, join(dataDir, 'pglite')], {
    cwd: ROOT,
  });
}, 180_000);

afterAll(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  await ai.close();
});

describe('SIGTERM with replies streaming and a podcast being made', () => {
  it('drains, keeps every learner message and cut reply, exits 0, and the job completes after a restart', async () => {
    const webDist = fakeWebDist();
    server = await startServer(webDist);
    const admin = await signIn('admin', ADMIN_PASSWORD);
    await api('POST', 'admin/users', admin, {
      username: 'ada',
      email: 'ada@example.com',
      password: 'ada-password',
      role: 'user',
    });
    const ada = await signIn('ada', 'ada-password');
    const sessions: number[] = [];
    for (let n = 0; n < STREAMS; n++) sessions.push(await sessionReadyToChat(ada));

    // Issue 39: an episode is made from an article or a document, never from WordNet alone.
    const form = multipartForm(
      { title: 'Photosynthesis', topics: 'Photosynthesis' },
      {
        name: 'leaves.md',
        type: 'text/markdown',
        bytes: `# Photosynthesis\n\n${[
          'Photosynthesis turns light energy into chemical energy stored in sugar.',
          'Chlorophyll in the chloroplasts absorbs mostly red and blue light.',
          'The light reactions split water and release oxygen.',
          'The Calvin cycle fixes carbon dioxide into sugar.',
        ].join('\n\n')}\n`,
      },
    );
    const uploaded = await fetch(`${base()}/admin/sources`, {
      method: 'POST',
      headers: { ...admin, ...form.headers },
      body: form.payload,
    });
    expect(uploaded.status).toBe(201);
    const { job_id: jobId } = await api<{ job_id: string }>('POST', 'podcasts/generate', admin, {
      title: 'Leaves at work',
      topic: 'Photosynthesis',
      description: 'How a leaf turns light into sugar.',
      duration_minutes: 5,
    });

    const streams = sessions.map((id, n) => openStream(ada, id, `Why are leaves green? (learner ${n})`));
    // Every reply is under way, with some text written, before the stop.
    await expect
      .poll(() => streams.every((s) => s.events.some((e) => e.event === 'delta')), { timeout: 90_000 })
      .toBe(true);

    const running = server;
    const jobAtStop = await api<PodcastJob>('GET', `podcasts/jobs/${jobId}`, admin);
    running.child.kill('SIGTERM');
    const signalledAt = Date.now();

    // Readiness fails at once (the load balancer stops sending), liveness does not, new work is refused.
    await expect
      .poll(async () => (await fetch(`${base()}/ready`)).status, { timeout: 10_000, interval: 50 })
      .toBe(503);
    expect((await fetch(`${base()}/health`)).status).toBe(200);
    const refused = await fetch(`${base()}/me`, { headers: ada });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(await refused.json()).toEqual({
      detail: 'This server is restarting; please try again in a few seconds.',
    });
    const newStream = await fetch(`${base()}/chat/stream`, {
      method: 'POST',
      headers: { ...ada, 'content-type': 'application/json' },
      body: JSON.stringify({
        session_id: sessions[0],
        messages: [{ role: 'user', content: 'Still there?' }],
      }),
    });
    expect(newStream.status).toBe(503);
    expect(newStream.headers.get('retry-after')).toBe('5');

    await Promise.all(streams.map((s) => s.ended));
    const exit = await running.exited;
    expect(exit, running.output()).toMatchObject({ code: 0, signal: null });
    expect(exit.at - signalledAt).toBeLessThan(GRACE_SECONDS * 1000 + SHUTDOWN_MARGIN_MS);

    // Each stream ended properly: the whole reply, or an error carrying the partial reply kept.
    const endings = streams.map((s) => s.events.at(-1));
    for (const ending of endings) {
      expect(['done', 'error']).toContain(ending?.event);
      if (ending?.event === 'error') {
        expect(ending.data.message).toMatchObject({ role: 'assistant', interrupted: true });
        expect(ending.data.message.content.length).toBeGreaterThan(0);
        expect(ending.data.detail).toMatch(/^The server restarted before the tutor finished/);
      }
    }

    server = await startServer(webDist);
    const adaAgain = await signIn('ada', 'ada-password');
    for (const stream of streams) {
      const start = stream.events.find((e) => e.event === 'start');
      const ending = stream.events.at(-1);
      const chat = await api<ChatSession>('GET', `assessments/${stream.sessionId}/chat`, adaAgain);
      // The learner's message was acknowledged by `start`: it is stored, under the id the stream gave.
      expect(chat.messages).toContainEqual(
        expect.objectContaining({ id: start?.data.user_message_id, role: 'user', content: stream.content }),
      );
      const kept = ending?.event === 'done' ? ending.data.message : ending?.data.message;
      expect(chat.messages).toContainEqual(expect.objectContaining({ id: kept.id, content: kept.content }));
    }

    // The episode under way went back to the queue and is made by the restarted server.
    const adminAgain = await signIn('admin', ADMIN_PASSWORD);
    await expect
      .poll(async () => (await api<PodcastJob>('GET', `podcasts/jobs/${jobId}`, adminAgain)).state, {
        timeout: 300_000,
        interval: 1_000,
      })
      .toBe('completed');

    // Made under way when the stop came, it was handed back without being failed, and tried once more.
    const made = await api<PodcastJob>('GET', `podcasts/jobs/${jobId}`, adminAgain);
    expect(made.error).toBeNull();
    if (jobAtStop.state === 'active') expect(made.attempts).toBeGreaterThan(jobAtStop.attempts);
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
  }, 600_000);
});
