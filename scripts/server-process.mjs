// How the server process is started, by `npm start`, `npm run serve` and the benchmarks alike.
import { spawn } from 'node:child_process';

/**
 * A small young generation keeps the idle server's memory low at a negligible cost in throughput
 * (measured by `npm run bench`); --no-liftoff makes V8 compile the embedded PostgreSQL once,
 * optimised, instead of keeping a baseline copy too (about 40 MB).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=2', '--no-liftoff'];

/** Runs the built server as a child process and passes it the signals a person or supervisor sends. */
export function serve(root) {
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'apps/server/dist/main.js'], {
    cwd: root,
    stdio: 'inherit',
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
