// `npm run bench`: the budgets of the issues, measured as figures and ratios within one run.
import autocannon from 'autocannon';
import { fork, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { buildIsCurrent, markBuilt } from './build-state.mjs';
import { ensureDependencies, run } from './run.mjs';
import { SERVER_NODE_FLAGS } from './server-process.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);
ensureDependencies(root);
if (!buildIsCurrent(root)) {
  run('npm', ['run', 'build']);
  markBuilt(root);
}

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const results = [];
function report(name, figure, budget, ok) {
  results.push(ok);
  process.stdout.write(`bench: ${name}: ${figure} (budget ${budget}) ${ok ? 'PASS' : 'FAIL'}\n`);
}

const load = (url, headers = {}) =>
  autocannon({ url, headers, connections: 20, duration: DURATION_S, pipelining: 1 }).then(
    (r) => r.requests.average,
  );

async function authenticatedReadVersusBare() {
  const server = fork('apps/server/bench/bench-server.mjs', {
    stdio: 'inherit',
    execArgv: SERVER_NODE_FLAGS,
  });
  const port = await new Promise((resolve) => server.once('message', (m) => resolve(m.port)));
  const base = `http://127.0.0.1:${port}`;
  const login = await fetch(`${base}/socratica/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'bench-password' }),
  });
  const { access_token } = await login.json();
  const auth = { authorization: `Bearer ${access_token}` };
  await autocannon({ url: `${base}/bench/bare`, connections: 20, duration: 2 });
  await autocannon({ url: `${base}/socratica/api/me`, headers: auth, connections: 20, duration: 2 });
  const bare = await load(`${base}/bench/bare`);
  const me = await load(`${base}/socratica/api/me`, auth);
  server.kill('SIGTERM');
  const ratio = me / bare;
  report(
    'GET /socratica/api/me with a token vs a bare route',
    `${Math.round(me)} vs ${Math.round(bare)} req/s = ${(ratio * 100).toFixed(1)}%`,
    '>= 40%',
    ratio >= 0.4,
  );
}

async function waitForHealth(base) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/socratica/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not start');
}

function residentMegabytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) / 1024;
}

async function memoryAtRestAndLoginPageWeight() {
  const port = 8000 + Math.floor(Math.random() * 900);
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'apps/server/dist/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SOCRATICA_DATA_DIR: mkdtempSync(join(tmpdir(), 'socratica-bench-rest-')),
      SOCRATICA_ADMIN_PASSWORD: 'bench-password',
      SOCRATICA_LOG_LEVEL: 'warn',
    },
    stdio: 'inherit',
  });
  try {
    await waitForHealth(base);
    const browser = await chromium.launch({
      executablePath: process.env.SOCRATICA_CHROMIUM ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    const page = await browser.newPage();
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        scripts.push(response.body().then((body) => ({ url: response.url(), body })));
    });
    await page.goto(`${base}/socratica/login`);
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await page.waitForLoadState('networkidle');
    const files = await Promise.all(scripts);
    await browser.close();
    const gzipped = files.reduce((sum, f) => sum + gzipSync(f.body).length, 0) / 1024;
    report(
      'login page JavaScript',
      `${gzipped.toFixed(1)} KB gzipped in ${files.length} files`,
      '< 200 KB',
      gzipped < 200,
    );

    // A signed-in request or two, then rest: the figure is the server idling after real use.
    const login = await fetch(`${base}/socratica/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=admin&password=bench-password',
    });
    const { access_token } = await login.json();
    await fetch(`${base}/socratica/api/admin/dashboard`, {
      headers: { authorization: `Bearer ${access_token}` },
    });
    await new Promise((r) => setTimeout(r, 5000));
    const rss = residentMegabytes(server.pid);
    report('server memory at rest (RSS)', `${rss.toFixed(1)} MB`, '< 200 MB', rss < 200);
  } finally {
    server.kill('SIGTERM');
  }
}

await authenticatedReadVersusBare();
await memoryAtRestAndLoginPageWeight();
const failed = results.filter((ok) => !ok).length;
process.stdout.write(`bench: ${results.length - failed} budgets met, ${failed} missed\n`);
process.exit(failed > 0 ? 1 : 0);
