// The fake OpenAI-compatible provider for `npm run bench`, in its own process so that its timing is
// not disturbed by the server's work. Streamed calls wait a fixed latency before the first token;
// the baseline's calls are answered at once. Runs under tsx: the fake server is TypeScript test code.
import { reply, startFakeOpenAiServer, wellBehaved } from '../test/fakes/openai-server.js';

const LATENCY_MS = Number(process.env.BENCH_PROVIDER_LATENCY_MS ?? 40);
const CHUNK_GAP_MS = 20;
const SHORT_REPLY = 'What do you think happens to the light next? Tell me why.';
const LONG_REPLY =
  'Good: you noticed that the leaf takes in light. Before we go on, think about where that energy ends up. ' +
  'If the plant stored it in sugar, what would it need besides light? Which of those could it take from the air, ' +
  'and which from the soil? Tell me what you would look for to check.';

/** On the clock every process on this machine shares, so the client can set its arrivals against these. */
const monotonicMs = () => Number(process.hrtime.bigint()) / 1e6;

let pacedChunks = false;
/** Per learner (the number their message ends with), when each paced chunk was written, and its text. */
let sends = {};
const ai = await startFakeOpenAiServer();
ai.respondWith((request) => {
  if (!request.stream) return wellBehaved(request);
  if (!pacedChunks) return reply.content(SHORT_REPLY, { delayMs: LATENCY_MS });
  const learner =
    JSON.stringify(request.body)
      .match(/learner (\d+)/g)
      ?.at(-1) ?? 'unknown';
  const sent = (sends[learner] = []);
  return reply.content(LONG_REPLY, {
    delayMs: LATENCY_MS,
    chunkSize: 8,
    chunkDelayMs: CHUNK_GAP_MS,
    onContentChunk: (piece) => sent.push([monotonicMs(), piece]),
  });
});
process.send?.({ url: ai.url, latencyMs: LATENCY_MS });
process.on('message', (message) => {
  // The benchmark replays the server's last request, so both sides ask the provider the same question.
  if (message === 'last streamed request') {
    process.send?.({ body: ai.requests.findLast((request) => request.stream)?.body ?? null });
  }
  // Long replies in small chunks at a steady pace, so that a stall in the relay shows as a gap.
  if (message === 'paced chunks') {
    pacedChunks = true;
    sends = {};
    process.send?.({ chunkGapMs: CHUNK_GAP_MS, chunks: Math.ceil(LONG_REPLY.length / 8) });
  }
  if (message === 'paced sends') {
    pacedChunks = false;
    process.send?.(sends);
  }
});
process.on('SIGTERM', () => void ai.close().then(() => process.exit(0)));
