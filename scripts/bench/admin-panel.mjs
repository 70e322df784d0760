// The admin panel's reads among 10,000 users and 100,000 audit rows: the audit-log page with each
// filter, the users page with and without a search, and the CSV export of the whole trail with the
// server's memory sampled while it streams.
import { fork } from 'node:child_process';
import { SERVER_NODE_FLAGS, serverEnvironment } from '../server-process.mjs';
import { api, signInAsAdmin } from './api-client.mjs';
import { firstMessage, residentMegabytes } from './processes.mjs';
import { percentile, report } from './report.mjs';

const REQUESTS = Number(process.env.BENCH_ADMIN_REQUESTS ?? 200);
const DAY_MS = 24 * 3600_000;

/**
 * Sequential requests, one at a time as an admin clicking through the panel makes them, each timed
 * until its whole body has arrived; `paths` are taken in turn. Answers the p95 in milliseconds.
 */
async function p95(base, auth, paths) {
  const get = async (path) => {
    const response = await fetch(`${base}/socratica/api/${path}`, { headers: auth });
    if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  for (const path of paths.slice(0, 20)) await get(path);
  const times = [];
  for (let i = 0; i < REQUESTS; i++) {
    const start = performance.now();
    await get(paths[i % paths.length]);
    times.push(performance.now() - start);
  }
  return percentile(times, 95);
}

/** The first ten pages of a filter, as an admin paging through it. */
const firstPages = (query) =>
  Array.from({ length: 10 }, (_, i) => `admin/audit-logs?${query}${query ? '&' : ''}page=${i + 1}`);

async function auditLogPages(base, auth) {
  const now = Date.now();
  const from = new Date(now - 30 * DAY_MS).toISOString();
  const to = new Date(now - 20 * DAY_MS).toISOString();
  const filters = {
    'no filter': '',
    'user_role_filter=admin': 'user_role_filter=admin',
    'action_type=user_created': 'action_type=user_created',
    'username=learner42': 'username=learner42',
    'view=failed_logins': 'view=failed_logins',
    'view=suspicious': 'view=suspicious',
    'from/to (10 days)': `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
  };
  for (const [name, query] of Object.entries(filters)) {
    const { pagination } = await api(base, 'GET', `admin/audit-logs?${query}`, auth);
    const figure = await p95(base, auth, firstPages(query));
    report(
      `GET admin/audit-logs p95, ${name} (${pagination.total} rows), 100,000 audit rows`,
      `${figure.toFixed(1)} ms`,
      '< 100 ms',
      figure < 100,
    );
  }
}

async function usersPages(base, auth, users) {
  const pages = Array.from({ length: Math.ceil(users / 50) }, (_, i) => `admin/users?page=${i + 1}`);
  const plain = await p95(base, auth, pages);
  report(
    `GET admin/users p95, every page of ${users} users`,
    `${plain.toFixed(1)} ms`,
    '< 50 ms',
    plain < 50,
  );
  const terms = ['learner42', 'LEARNER9', '@example', '777', 'ner12', 'nobody-like-this', '5@ex', 'learner1'];
  const searched = await p95(
    base,
    auth,
    terms.flatMap((term) =>
      [1, 2].map((page) => `admin/users?search=${encodeURIComponent(term)}&page=${page}`),
    ),
  );
  report(
    `GET admin/users?search= p95, ${terms.length} searches among ${users} users`,
    `${searched.toFixed(1)} ms`,
    '< 50 ms',
    searched < 50,
  );
}

/**
 * The whole trail as CSV, read as fast as the client can, while the server's resident memory is
 * sampled every 20 ms. A small export first, so that the figure is of the export and not of the
 * code's first run.
 */
async function csvExport(base, auth, serverPid, auditRows) {
  const download = async (query) => {
    const response = await fetch(`${base}/socratica/api/admin/audit-logs/export?${query}`, { headers: auth });
    if (!response.ok) throw new Error(`export: ${response.status} ${await response.text()}`);
    let bytes = 0;
    let lines = 0;
    for await (const chunk of response.body) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) lines++;
    }
    return { bytes, rows: lines - 1 };
  };
  await download('action_type=user_created');
  const before = residentMegabytes(serverPid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, residentMegabytes(serverPid))), 20);
  const start = performance.now();
  const { bytes, rows } = await download('');
  const seconds = (performance.now() - start) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, residentMegabytes(serverPid));
  if (rows < auditRows) throw new Error(`the export had ${rows} rows, fewer than the ${auditRows} seeded`);
  report(
    `CSV export of the whole audit log (${rows} rows, ${(bytes / 1e6).toFixed(1)} MB)`,
    `${seconds.toFixed(2)} s`,
    '< 5 s',
    seconds < 5,
  );
  const growth = peak - before;
  report(
    'server memory (RSS) during that export, peak minus before',
    `+${growth.toFixed(1)} MB (${before.toFixed(0)} → ${peak.toFixed(0)} MB)`,
    '< 50 MB: flat, not growing with the 100,000 rows',
    growth < 50,
  );
}

export async function adminPanel() {
  const server = fork('apps/server/bench/admin-server.mjs', {
    stdio: 'inherit',
    execArgv: SERVER_NODE_FLAGS,
    env: serverEnvironment(),
  });
  try {
    const { port, users, auditRows, seedSeconds } = await firstMessage(server);
    process.stdout.write(`bench: admin data seeded in ${seedSeconds.toFixed(1)} s\n`);
    const base = `http://127.0.0.1:${port}`;
    const auth = await signInAsAdmin(base);
    await auditLogPages(base, auth);
    await usersPages(base, auth, users);
    await csvExport(base, auth, server.pid, auditRows);
  } finally {
    server.kill('SIGTERM');
  }
}
