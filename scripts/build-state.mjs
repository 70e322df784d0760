// Decides whether the build output is older than the sources, so `npm start` builds only when needed.
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = [
  'packages/contracts/src',
  'apps/server/src',
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'package-lock.json',
];
const OUTPUTS = ['packages/contracts/dist/index.js', 'apps/server/dist/main.js', 'apps/web/dist/index.html'];
const STAMP = 'apps/server/dist/.build-stamp';

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestMtime(join(path, name))),
    stat.mtimeMs,
  );
}

export function buildIsCurrent(root) {
  if (!OUTPUTS.every((output) => existsSync(join(root, output))) || !existsSync(join(root, STAMP)))
    return false;
  const builtAt = statSync(join(root, STAMP)).mtimeMs;
  return SOURCES.every((source) => newestMtime(join(root, source)) <= builtAt);
}

export function markBuilt(root) {
  writeFileSync(join(root, STAMP), new Date().toISOString());
}
