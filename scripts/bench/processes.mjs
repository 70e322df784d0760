// Starting the pieces a benchmark measures, each in a process of its own: the built server, its
// helpers under apps/server/bench, and Debian's chromium.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { SERVER_NODE_FLAGS, serverEnvironment } from '../server-process.mjs';

/** The first IPC message a forked process sends: where it listens, and what it prepared. */
export const firstMessage = (child) =>
  new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`a benchmark process exited with ${code}`)));
  });

/** Asks a forked process a question over IPC and waits for its answer. */
export const ask = (child, question) =>
  new Promise((resolve) => {
    child.once('message', resolve);
    child.send(question);
  });

async function waitForHealth(base) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/socratica/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not start');
}

/**
 * `npm start`'s server on a fresh embedded database, as an installation runs it. `nodeFlags` are added to
 * the server's (a benchmark's `--import` probe); `ipc` opens a channel to it, for such a probe.
 */
export async function startBuiltServer(extraEnv = {}, { nodeFlags = [], ipc = false } = {}) {
  const port = 8000 + Math.floor(Math.random() * 900);
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...nodeFlags, 'apps/server/dist/main.js'], {
    env: serverEnvironment({
      PORT: String(port),
      HOST: '127.0.0.1',
      SOCRATICA_DATA_DIR: extraEnv.SOCRATICA_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'socratica-bench-app-')),
      SOCRATICA_ADMIN_PASSWORD: 'bench-password',
      SOCRATICA_LOG_LEVEL: 'warn',
      ...extraEnv,
    }),
    stdio: ipc ? ['inherit', 'inherit', 'inherit', 'ipc'] : 'inherit',
  });
  await waitForHealth(base);
  return { base, server };
}

export function residentMegabytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) / 1024;
}

export const launchChromium = () =>
  chromium.launch({
    executablePath: process.env.SOCRATICA_CHROMIUM ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
