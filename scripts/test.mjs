// `npm test`: every test of the project, ending with one summary line over all runners.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildIsCurrent, markBuilt } from './build-state.mjs';
import { provisionTestTools } from './provision.mjs';
import { ensureDependencies, run } from './run.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const results = `${root}.test-results`;
process.chdir(root);

ensureDependencies(root);
provisionTestTools();
// The browser journeys run against the built app, started as the README starts it.
if (!buildIsCurrent(root)) {
  run('npm', ['run', 'build']);
  markBuilt(root);
}

rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const vitest = spawnSync(
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${results}/vitest.json`],
  { stdio: 'inherit' },
);
const playwright = spawnSync(
  'npx',
  ['playwright', 'test', '-c', 'apps/e2e/playwright.config.ts', '--reporter=list,json'],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      PLAYWRIGHT_JSON_OUTPUT_FILE: `${results}/playwright.json`,
      PLAYWRIGHT_JSON_OUTPUT_NAME: `${results}/playwright.json`,
    },
  },
);

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

const v = readJson(`${results}/vitest.json`);
const p = readJson(`${results}/playwright.json`);
const counts = {
  passed: (v?.numPassedTests ?? 0) + (p?.stats.expected ?? 0) + (p?.stats.flaky ?? 0),
  failed: (v?.numFailedTests ?? 0) + (p?.stats.unexpected ?? 0),
  skipped: (v ? v.numPendingTests + v.numTodoTests : 0) + (p?.stats.skipped ?? 0),
};
const broken = [];
if (!v || vitest.status !== 0) broken.push(`vitest exited ${vitest.status}${v ? '' : ' without results'}`);
if (!p || playwright.status !== 0)
  broken.push(`playwright exited ${playwright.status}${p ? '' : ' without results'}`);

process.stdout.write(
  `\nvitest: ${v?.numPassedTests ?? 0} passed, ${v?.numFailedTests ?? 0} failed` +
    `\nplaywright: ${p ? p.stats.expected + p.stats.flaky : 0} passed, ${p?.stats.unexpected ?? 0} failed\n`,
);
if (broken.length > 0) process.stdout.write(`${broken.join('; ')}\n`);
process.stdout.write(`tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`);
process.exit(broken.length > 0 || counts.failed > 0 ? 1 : 0);
