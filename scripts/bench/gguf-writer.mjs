// Run by the `local` benchmark as `node --import tsx scripts/bench/gguf-writer.mjs <path> <options as JSON>`:
// the tests' GGUF writer (TypeScript in the test tree, not in the build) writes a model file there, and
// this process tells its parent what it wrote.
import { writeTinyGguf } from '../../apps/server/test/fakes/tiny-gguf.ts';

const [path, options] = process.argv.slice(2);
const started = performance.now();
const written = await writeTinyGguf(path, JSON.parse(options));
process.send({ ...written, ms: performance.now() - started });
