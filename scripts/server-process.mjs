// How the server process is started, by `npm start`, `npm run serve` and the benchmarks alike.
import { spawn } from 'node:child_process';

/**
 * A small young generation keeps the idle server's memory low at a negligible cost in throughput
 * (measured by `npm run bench`); --no-liftoff makes V8 compile the embedded PostgreSQL once,
 * optimised, instead of keeping a baseline copy too (about 40 MB).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=2', '--no-liftoff'];

/**
 * glibc raises its mmap threshold each time a large block is freed, so after the first password
 * hash (7 MiB, on a worker thread) later ones land in per-thread heaps that are never given back:
 * up to 20 MB of the idle server's memory, varying from start to start (measured by
 * `npm run bench`). A fixed threshold keeps every block above 128 KiB mapped and returned on free.
 */
export const serverEnvironment = (extra = {}) => ({
  ...process.env,
  MALLOC_MMAP_THRESHOLD_: '131072',
  ...extra,
});

/** Runs the built server as a child process and passes it the signals a person or supervisor sends. */
export function serve(root) {
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'apps/server/dist/main.js'], {
    cwd: root,
    stdio: 'inherit',
    env: serverEnvironment(),
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
