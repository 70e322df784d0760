// The built server on the fake provider, with a learner whose sessions are ready to chat, for the
// streaming benchmarks of `npm run bench`. The client runs in another process, as a browser would.
import { api, completeBaseline, signInAsAdmin } from '../../../scripts/bench/api-client.mjs';
import { startBenchApp } from './bench-app.mjs';

const { listen } = await startBenchApp('stream', {
  SOCRATICA_CHAT_MESSAGES_PER_MINUTE: '1000000',
  SOCRATICA_AI_PROVIDER: 'openai',
  SOCRATICA_AI_BASE_URL: process.env.BENCH_PROVIDER_URL,
});
const base = `http://127.0.0.1:${await listen()}`;

const auth = await signInAsAdmin(base);
// One live stream per session: the concurrent benchmark needs a session for each of its streams.
const SESSIONS = Number(process.env.BENCH_STREAM_SESSIONS ?? 50);
const sessionIds = [];
for (let n = 0; n < SESSIONS; n++) {
  const started = await api(base, 'POST', 'assessments/start?topic=Photosynthesis&times=60', auth);
  await completeBaseline(base, auth, started);
  sessionIds.push(started.session_id);
}
process.send?.({ base: `${base}/socratica/api`, auth, sessionIds });
