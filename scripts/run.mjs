// Runs a command with inherited output and stops the calling script when it fails.
import { spawnSync } from 'node:child_process';

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) {
    process.stderr.write(`\n${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).\n`);
    process.exit(result.status ?? 1);
  }
  return result;
}

/** A fresh clone has no node_modules: install what the lock file says. */
export function ensureDependencies(root) {
  const result = spawnSync('node', ['-e', "import('fastify').then(()=>import('vite'))"], {
    cwd: `${root}/apps/web`,
    stdio: 'ignore',
  });
  if (result.status === 0) return;
  process.stdout.write('Installing dependencies…\n');
  run('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: root,
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
}
