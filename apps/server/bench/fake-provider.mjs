// The fake OpenAI-compatible provider for `npm run bench`, in its own process so that its timing is
// not disturbed by the server's work. Streamed calls wait a fixed latency before the first token;
// the baseline's calls are answered at once. Runs under tsx: the fake server is TypeScript test code.
import { reply, startFakeOpenAiServer, wellBehaved } from '../test/fakes/openai-server.js';

const LATENCY_MS = Number(process.env.BENCH_PROVIDER_LATENCY_MS ?? 40);
const ai = await startFakeOpenAiServer();
ai.respondWith((request) =>
  request.stream
    ? reply.content('What do you think happens to the light next? Tell me why.', { delayMs: LATENCY_MS })
    : wellBehaved(request),
);
process.send?.({ url: ai.url, latencyMs: LATENCY_MS });
process.on('SIGTERM', () => void ai.close().then(() => process.exit(0)));
