// `npm start`: install what is missing, build when the sources changed, then serve.
import { fileURLToPath } from 'node:url';
import { buildIsCurrent, markBuilt } from './build-state.mjs';
import { ensureDependencies, run } from './run.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

ensureDependencies(root);
if (!buildIsCurrent(root)) {
  process.stdout.write('Building Socratica…\n');
  run('npm', ['run', 'build'], { cwd: root });
  markBuilt(root);
}
// Serve in this very process, so that signals reach the server's graceful shutdown directly.
process.chdir(root);
await import('../apps/server/dist/main.js');
