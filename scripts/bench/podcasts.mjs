// The podcast area's reads (issue 13): the RSS feed with 1,000 shared episodes, as podcast apps fetch
// it (with and without gzip), and archive pages among 10,000 episodes as a learner browses them
// (pages, each sort, a topic, searches) and as the admin tab reads 50 at a time. Requests go one at a
// time, each timed until its whole body has arrived.
import { fork } from 'node:child_process';
import { SERVER_NODE_FLAGS, serverEnvironment } from '../server-process.mjs';
import { api, signInAsAdmin } from './api-client.mjs';
import { ask, firstMessage } from './processes.mjs';
import { report } from './report.mjs';
import { load, timed } from './timed-gets.mjs';

async function rssFeed(base, learner, episodes) {
  const { rss_feed_url } = await api(base, 'GET', 'podcasts/rss/info', learner);
  const url = `${base}${new URL(rss_feed_url).pathname}`;
  const start = performance.now();
  const first = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  const xml = await first.text();
  const buildMs = performance.now() - start;
  const items = xml.split('<item>').length - 1;
  if (!first.ok || items !== episodes)
    throw new Error(`the feed answered ${first.status} with ${items} items`);
  process.stdout.write(
    `bench: podcasts: first feed read (built and kept) ${buildMs.toFixed(0)} ms, ` +
      `${(xml.length / 1e6).toFixed(2)} MB of XML\n`,
  );
  for (const [name, encoding] of [
    ['as XML', 'identity'],
    ['gzipped', 'gzip'],
  ]) {
    const { p99, p50 } = await timed([url], { 'accept-encoding': encoding });
    report(
      `GET podcasts/rss/{token}.xml p99 ${name}, ${episodes} shared episodes (load ${load()})`,
      `${p99.toFixed(1)} ms (p50 ${p50.toFixed(1)} ms)`,
      '< 50 ms',
      p99 < 50,
    );
  }
}

async function archivePages(base, learner, admin, episodes, topics) {
  const catalog = (query) => `${base}/socratica/api/podcasts/catalog?${query}`;
  const sorts = ['publish_date', 'title', 'avg_rating', 'total_listens', 'duration_seconds'].flatMap(
    (field) =>
      ['asc', 'desc'].flatMap((order) =>
        [1, 2, 50].map((page) => catalog(`sort_by=${field}&sort_order=${order}&page=${page}`)),
      ),
  );
  const searches = [
    'photosynthesis',
    'quantum mech',
    'french revolution',
    'tides',
    'black hole',
    'derivatives part 12',
    'cell -division',
    '"supply and demand"',
    'machine or algorithms',
    'nothing like this',
  ];
  const groups = {
    'newest first, pages 1–20': Array.from({ length: 20 }, (_, i) => catalog(`page=${i + 1}`)),
    'each sort field and order, pages 1, 2 and 50': sorts,
    'a topic filter': topics
      .slice(0, 10)
      .map((topic) => catalog(`topic_filter=${encodeURIComponent(topic)}`)),
    'a search': searches.flatMap((q) =>
      [1, 2].map((page) => catalog(`q=${encodeURIComponent(q)}&page=${page}`)),
    ),
    'the last pages': [498, 499, 500, 501].map((page) => catalog(`page=${page}`)),
  };
  const { pagination } = await api(base, 'GET', 'podcasts/catalog', learner);
  if (pagination.total_episodes !== episodes) {
    throw new Error(`the archive shows ${pagination.total_episodes} episodes, not ${episodes}`);
  }
  for (const [name, urls] of Object.entries(groups)) {
    const { p99, p50 } = await timed(urls, learner);
    report(
      `GET podcasts/catalog p99, ${name}, ${episodes} episodes (load ${load()})`,
      `${p99.toFixed(1)} ms (p50 ${p50.toFixed(1)} ms)`,
      '< 30 ms',
      p99 < 30,
    );
  }
  const adminPages = Array.from({ length: 10 }, (_, i) => catalog(`limit=50&page=${i + 1}`));
  const { p99, p50 } = await timed(adminPages, admin);
  report(
    `GET podcasts/catalog?limit=50 p99, the admin tab, ${episodes} episodes (load ${load()})`,
    `${p99.toFixed(1)} ms (p50 ${p50.toFixed(1)} ms)`,
    '< 30 ms',
    p99 < 30,
  );
}

export async function podcastFeedAndArchive() {
  const server = fork('apps/server/bench/podcasts-server.mjs', {
    stdio: 'inherit',
    execArgv: SERVER_NODE_FLAGS,
    env: serverEnvironment(),
  });
  try {
    const { port, episodes, learnerToken, topics, seedSeconds } = await firstMessage(server);
    process.stdout.write(`bench: podcasts: ${episodes} episodes seeded in ${seedSeconds.toFixed(1)} s\n`);
    const base = `http://127.0.0.1:${port}`;
    const learner = { authorization: `Bearer ${learnerToken}` };
    await rssFeed(base, learner, episodes);
    const grown = await ask(server, 'grow the archive');
    process.stdout.write(
      `bench: podcasts: grown to ${grown.episodes} episodes in ${grown.seedSeconds.toFixed(1)} s\n`,
    );
    await archivePages(base, learner, await signInAsAdmin(base), grown.episodes, topics);
  } finally {
    server.kill('SIGTERM');
  }
}
