// The tests need Debian's Chromium and PostgreSQL. As root we install them; otherwise we say how.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const APT_PACKAGES = ['chromium', 'postgresql'];

function postgresInstalled() {
  const root = '/usr/lib/postgresql';
  return existsSync(root) && readdirSync(root).some((version) => existsSync(`${root}/${version}/bin/initdb`));
}

export function provisionTestTools() {
  const missing = [];
  if (!existsSync('/usr/bin/chromium')) missing.push('chromium');
  if (!postgresInstalled()) missing.push('postgresql');
  if (missing.length === 0) return;
  const command = `apt-get update && apt-get install -y ${APT_PACKAGES.filter((p) => missing.includes(p)).join(' ')}`;
  if (process.getuid?.() !== 0) {
    process.stderr.write(
      `The tests need ${missing.join(' and ')}. Install with:\n  sudo sh -c '${command}'\n`,
    );
    process.exit(1);
  }
  process.stdout.write(`Installing ${missing.join(' and ')} for the tests…\n`);
  const result = spawnSync('sh', ['-c', command], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) {
    process.stderr.write(`Could not install ${missing.join(' and ')}. Run: ${command}\n`);
    process.exit(1);
  }
}
