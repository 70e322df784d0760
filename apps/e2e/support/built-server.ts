import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const repositoryRoot = resolve(import.meta.dirname, '../../..');

/** Runs the built server as `npm run serve` does and collects what it prints until it exits or is stopped. */
export function startBuiltServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: repositoryRoot,
    env: { ...process.env, SOCRATICA_LOG_LEVEL: 'warn', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return { child, exited, output: () => output };
}
