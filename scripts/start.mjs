// `npm start`: install what is missing, build when the sources changed, then serve.
import { fileURLToPath } from 'node:url';
import { buildIsCurrent, markBuilt } from './build-state.mjs';
import { ensureDependencies, run } from './run.mjs';
import { serve } from './server-process.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

ensureDependencies(root);
if (!buildIsCurrent(root)) {
  process.stdout.write('Building Socratica…\n');
  run('npm', ['run', 'build'], { cwd: root });
  markBuilt(root);
}
serve(root);
