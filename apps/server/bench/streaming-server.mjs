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

const admin = await signInAsAdmin(base);
await addContentFilters(base, admin);
// One live stream per session, and one learner per session, as 50 learners chatting at once would be:
// each learner's rate limit counts only their own messages.
const SESSIONS = Number(process.env.BENCH_STREAM_SESSIONS ?? 50);
const sessions = [];
for (let n = 0; n < SESSIONS; n++) {
  const username = `learner${n}`;
  await api(base, 'POST', 'admin/users', admin, {
    username,
    email: `${username}@example.com`,
    password: 'bench-pass',
    role: 'user',
  });
  const { access_token } = await api(base, 'POST', 'login', {}, { username, password: 'bench-pass' });
  const auth = { authorization: `Bearer ${access_token}` };
  const started = await api(base, 'POST', 'assessments/start?topic=Photosynthesis&times=60', auth);
  await completeBaseline(base, auth, started);
  sessions.push({ id: started.session_id, auth });
}
process.send?.({ base: `${base}/socratica/api`, sessions });

/**
 * Content filters as an installation has them, so that the tutor's streamed words are checked against
 * a realistic list: 60 filters of 4 terms, none of which the benchmark's messages or replies contain.
 */
async function addContentFilters(base, admin) {
  const words = [
    'kill',
    'murder',
    'weapon',
    'cocaine',
    'casino',
    'idiot',
    'stupid',
    'moron',
    'cheat',
    'scam',
  ];
  const { id } = await api(base, 'POST', 'categories', admin, { name: 'Bench category', severity: 'high' });
  for (let n = 0; n < 60; n++) {
    const matchType = ['any', 'exact', 'all'][n % 3];
    await api(base, 'POST', 'filters', admin, {
      blocked_category_id: id,
      keywords: words.slice(0, 4).map((word, k) => `${words[(n + k) % words.length]}${n}${word.slice(0, 2)}`),
      phrases: [`how to ${words[n % words.length]} someone number ${n}`],
      match_type: matchType,
      case_sensitive: n % 5 === 0,
    });
  }
}
