import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.js';

const folder = () => mkdtempSync(join(tmpdir(), 'socratica-lock-'));
const holderScript = fileURLToPath(new URL('../../test/fixtures/hold-data-dir.ts', import.meta.url));
const parents: ChildProcess[] = [];
const holders: number[] = [];
afterEach(() => {
  for (const pid of holders.splice(0)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  for (const parent of parents.splice(0)) parent.kill('SIGKILL');
});

/**
 * Starts a process that holds the folder's lock, under a parent (`sh` turned into `sleep`) that never
 * reaps it: killed, the holder stays a zombie, as it does under a supervisor that is slow to reap.
 */
async function holdInAnotherProcess(dir: string): Promise<number> {
  const parent = spawn(
    'sh',
    ['-c', `"${process.execPath}" --import tsx "${holderScript}" "${dir}" & exec sleep 120`],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  parents.push(parent);
  let output = '';
  return new Promise((resolve, reject) => {
    parent.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const pid = /locked (\d+)/.exec(output)?.[1];
      if (!pid) return;
      holders.push(Number(pid));
      resolve(Number(pid));
    });
    parent.on('exit', () => reject(new Error(`the holder exited: ${output}`)));
  });
}

const processState = (pid: number) => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0];

it('refuses a folder held by another live process, naming it and the way out', async () => {
  const dir = folder();
  const pid = await holdInAnotherProcess(dir);
  await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
  await expect(lockDataDir(dir)).rejects.toThrow(
    new RegExp(`in use by another Socratica process \\(pid ${pid}\\)\\. Stop that process`),
  );
});

it.runIf(process.platform === 'linux')(
  'takes the folder at once from a holder killed with SIGKILL, even while it is an unreaped zombie',
  async () => {
    const dir = folder();
    const pid = await holdInAnotherProcess(dir);
    process.kill(pid, 'SIGKILL');
    await expect.poll(() => processState(pid), { timeout: 10_000, interval: 20 }).toBe('Z');
    const release = await lockDataDir(dir);
    release();
  },
);

it('is not fooled by a lock file naming a live process (an older version’s file, or a reused pid)', async () => {
  const dir = folder();
  writeFileSync(join(dir, 'socratica.lock'), String(process.ppid));
  const release = await lockDataDir(dir);
  release();
});

it('refuses a second holder in the same process, and is free again once released', async () => {
  const dir = folder();
  const release = await lockDataDir(dir);
  await expect(lockDataDir(dir)).rejects.toThrow(new RegExp(`\\(pid ${process.pid}\\)`));
  release();
  const again = await lockDataDir(dir);
  again();
});
