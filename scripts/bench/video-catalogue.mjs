// Video search without a YouTube key (DESIGN D12): POST youtube-search answered by full-text search
// of a curated catalogue of 10,000 videos, one search at a time, with a different query each time.
// The searches come from 2,000 learners in turn, as on a busy installation, so that every learner
// stays within the per-learner limit (10 a minute by default) and the figure is of the search itself;
// the limit is left as configured, and its cost is part of each request.
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { SERVER_NODE_FLAGS, serverEnvironment } from '../server-process.mjs';
import { firstMessage } from './processes.mjs';
import { report } from './report.mjs';

const DURATION_S = Math.min(Number(process.env.BENCH_SECONDS ?? 8), 5);

/** What learners type: a topic, a topic with a few words more, or a loose phrase. */
function queries(topics) {
  const extras = ['explained', 'for beginners', 'how does it work', 'examples', 'history of', 'basics'];
  return topics.map((topic, n) => {
    const plain = topic.toLowerCase().replace(/[^\p{L}\p{N} ]/gu, '');
    if (n % 3 === 0) return plain;
    if (n % 3 === 1) return `${plain} ${extras[n % extras.length]}`;
    return `${extras[n % extras.length]} ${plain.split(' ').at(-1)}`;
  });
}

export async function videoCatalogueSearch() {
  const server = fork('apps/server/bench/catalogue-server.mjs', {
    stdio: 'inherit',
    execArgv: SERVER_NODE_FLAGS,
    env: serverEnvironment(),
  });
  const { port, topics, learnerTokens } = await firstMessage(server);
  const base = `http://127.0.0.1:${port}`;
  const searches = queries(topics);
  // One search per learner per pass: autocannon replays the list from its start only after every
  // learner has searched once more, far fewer times than their limit within the run.
  const requests = learnerTokens.map((token, n) => ({
    method: 'POST',
    path: '/socratica/api/youtube-search',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      query: searches[n % searches.length],
      max_results: 5,
      // Every fourth search has the chat's words too, as the chat page sends them.
      context: n % 4 === 0 ? 'We talked about energy and energy transfer in the chapter.' : '',
    }),
  }));
  const url = `${base}/socratica/api/youtube-search`;
  // Warm the server (and check the answer) before measuring.
  const probe = await fetch(url, { method: 'POST', headers: requests[0].headers, body: requests[0].body });
  const { videos } = await probe.json();
  if (!probe.ok || videos.length === 0) throw new Error(`the catalogue search answered ${probe.status}`);
  // Every learner has signed in and is known to the server, as active learners are: their first
  // request would otherwise add a read of their account to the search being measured.
  await autocannon({
    url: `${base}/socratica/api/me`,
    requests: learnerTokens.map((token) => ({
      method: 'GET',
      headers: { authorization: `Bearer ${token}` },
    })),
    connections: 4,
    amount: learnerTokens.length,
  });
  await autocannon({ url, requests, connections: 1, duration: 2 });
  const result = await autocannon({ url, requests, connections: 1, duration: DURATION_S });
  server.kill('SIGTERM');
  if (result.non2xx > 0) {
    throw new Error(
      `${result.non2xx} catalogue searches failed (with ${learnerTokens.length} learners taking turns, ` +
        `${result.requests.total} searches in ${DURATION_S} s)`,
    );
  }
  const p99 = result.latency.p99;
  report(
    'POST youtube-search p99, catalogue of 10,000 videos',
    `${p99} ms (p50 ${result.latency.p50} ms, ${result.requests.total} searches by ${learnerTokens.length} learners)`,
    '< 30 ms',
    p99 < 30,
  );
}
