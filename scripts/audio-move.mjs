// `npm run audio:move -- --to s3` (or `--to local`): builds the server if its sources changed, then copies the
// podcast files between the data folder and the bucket (apps/server/src/audio-move.ts).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildIsCurrent, markBuilt } from './build-state.mjs';
import { run } from './run.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

if (!buildIsCurrent(root)) {
  process.stdout.write('Building Socratica…\n');
  run('npm', ['run', 'build'], { cwd: root });
  markBuilt(root);
}
const result = spawnSync(process.execPath, ['apps/server/dist/audio-move.js', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
