import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.js';

const folder = () => mkdtempSync(join(tmpdir(), 'socratica-lock-'));

it('refuses a folder held by another live process, naming it and the way out', async () => {
  const dir = folder();
  const holder = spawn('sleep', ['30']);
  try {
    writeFileSync(join(dir, 'socratica.lock'), String(holder.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(
      new RegExp(`in use by another Socratica process \\(pid ${holder.pid}\\)`),
    );
  } finally {
    holder.kill();
  }
});

it('takes over a lock left by a process that died, and releases it', () => {
  const dir = folder();
  writeFileSync(join(dir, 'socratica.lock'), '999999');
  const release = lockDataDir(dir);
  expect(existsSync(join(dir, 'socratica.lock'))).toBe(true);
  release();
  expect(existsSync(join(dir, 'socratica.lock'))).toBe(false);
});
