import { expect } from '@playwright/test';
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const repositoryRoot = resolve(import.meta.dirname, '../../..');

export type BuiltServer = ReturnType<typeof startBuiltServer>;

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

/**
 * Waits until the server answers its health check on `port`. A server that exits first (a refused start)
 * fails at once with what it printed, rather than at the end of the wait.
 */
export async function untilServing(server: BuiltServer, port: number): Promise<void> {
  const health = `http://127.0.0.1:${port}/socratica/api/health`;
  const serving = expect
    .poll(async () => (await fetch(health).catch(() => null))?.status, {
      // Start-up on a busy machine: a limit for a stuck start, far beyond a slow one.
      timeout: 120_000,
    })
    .toBe(200);
  const refused = server.exited.then((code) => {
    throw new Error(`the server exited (${code}) before serving: ${server.output()}`);
  });
  await Promise.race([serving, refused]);
}

/** Stops the server as an operator does (SIGTERM) and answers its exit code once it has exited. */
export async function stopBuiltServer(server: BuiltServer): Promise<number | null> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
  return server.exited;
}
