// `npm test`: every test of the project, ending with one summary line over all runners.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
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
// CI also runs the server's suite on a second Node (SOCRATICA_TEST_SECOND_NODE names its `node` binary). It runs
// beside the browser journeys, which keep only one of two cores busy, in one worker so it does not crowd them.
const secondNode = process.env.SOCRATICA_TEST_SECOND_NODE;
const secondRun = secondNode ? serverSuiteOn(secondNode) : undefined;

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

/** Starts the server's suite on another Node, its output kept in a log printed when it ends. */
function serverSuiteOn(node) {
  const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
  const log = createWriteStream(`${results}/vitest-second-node.log`);
  const child = spawn(
    node,
    [
      'node_modules/vitest/vitest.mjs',
      'run',
      '--project',
      'server-pglite',
      '--maxWorkers=1',
      '--reporter=dot',
      '--reporter=json',
      `--outputFile.json=${results}/vitest-second-node.json`,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  return {
    version,
    ended: new Promise((resolve) => child.on('close', (status) => log.end(() => resolve(status)))),
  };
}

/** Each failed test of a vitest JSON report, named with the first lines of its message. */
function failuresOf(report, where) {
  const failed = (report?.testResults ?? []).flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => {
        const message = (test.failureMessages[0] ?? '').split('\n').slice(0, 12).join('\n');
        return `\nFAILED ${where}: ${file.name} > ${test.fullName}\n${message}\n`;
      }),
  );
  return failed.join('');
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

const secondStatus = await secondRun?.ended;
const v = readJson(`${results}/vitest.json`);
const p = readJson(`${results}/playwright.json`);
const s = secondRun ? readJson(`${results}/vitest-second-node.json`) : undefined;
const counts = {
  passed:
    (v?.numPassedTests ?? 0) + (p?.stats.expected ?? 0) + (p?.stats.flaky ?? 0) + (s?.numPassedTests ?? 0),
  failed: (v?.numFailedTests ?? 0) + (p?.stats.unexpected ?? 0) + (s?.numFailedTests ?? 0),
  skipped:
    (v ? v.numPendingTests + v.numTodoTests : 0) +
    (p?.stats.skipped ?? 0) +
    (s ? s.numPendingTests + s.numTodoTests : 0),
};
const broken = [];
if (!v || vitest.status !== 0) broken.push(`vitest exited ${vitest.status}${v ? '' : ' without results'}`);
if (!p || playwright.status !== 0)
  broken.push(`playwright exited ${playwright.status}${p ? '' : ' without results'}`);
if (secondRun && (!s || secondStatus !== 0)) {
  // The dot reporter's log is mostly dots, and CI keeps only the output's end: the failures are named instead,
  // and the whole log is shown only when the run left no results to name them from.
  if (s) process.stdout.write(failuresOf(s, `on Node ${secondRun.version}`));
  else process.stdout.write(readFileSync(`${results}/vitest-second-node.log`, 'utf8'));
  broken.push(
    `the server's suite on Node ${secondRun.version} exited ${secondStatus}${s ? '' : ' without results'}`,
  );
}

// The browser journeys' output comes after vitest's, so vitest's failures are named again next to the summary.
process.stdout.write(failuresOf(v, 'vitest'));
process.stdout.write(
  `\nvitest: ${v?.numPassedTests ?? 0} passed, ${v?.numFailedTests ?? 0} failed` +
    `\nplaywright: ${p ? p.stats.expected + p.stats.flaky : 0} passed, ${p?.stats.unexpected ?? 0} failed\n`,
);
if (secondRun) {
  process.stdout.write(
    `vitest (server on Node ${secondRun.version}): ${s?.numPassedTests ?? 0} passed, ${s?.numFailedTests ?? 0} failed\n`,
  );
}
if (broken.length > 0) process.stdout.write(`${broken.join('; ')}\n`);
process.stdout.write(`tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`);
process.exit(broken.length > 0 || counts.failed > 0 ? 1 : 0);
