import { expect, test } from '@playwright/test';
import { startBuiltServer, stopBuiltServer, untilServing } from '../support/built-server.js';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

test('a second process on the same data folder exits with a clear message', async () => {
  const second = startBuiltServer({ SOCRATICA_DATA_DIR: process.env.SOCRATICA_E2E_DATA_DIR!, PORT: '0' });
  expect(await second.exited).toBe(1);
  expect(second.output()).toMatch(/data folder .* is in use by another Socratica process \(pid \d+\)/);
});

test('a bad setting stops start-up with a message naming it', async () => {
  const server = startBuiltServer({
    PORT: 'eighty',
    SOCRATICA_AI_PROVIDER: 'magic',
    SOCRATICA_DATA_DIR: mkdtempSync(join(tmpdir(), 'bad-')),
  });
  expect(await server.exited).toBe(1);
  expect(server.output()).toContain('Socratica cannot start: the configuration is invalid.');
  expect(server.output()).toContain('PORT: must be a port number');
  expect(server.output()).toContain('SOCRATICA_AI_PROVIDER: must be offline, openai or local');
});

test('the first start prints a generated admin password once; SIGTERM shuts down cleanly and frees the folder', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'socratica-proc-'));
  const port = String(8300 + Math.floor(Math.random() * 500));
  const server = startBuiltServer({ SOCRATICA_DATA_DIR: dataDir, PORT: port, HOST: '127.0.0.1' });
  await untilServing(server, Number(port));
  const password = /password: (\S+)/.exec(server.output())?.[1];
  expect(password).toBeTruthy();
  const login = await fetch(`http://127.0.0.1:${port}/socratica/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: 'admin', password: password! }),
  });
  expect(login.status).toBe(200);

  expect(await stopBuiltServer(server)).toBe(0);

  const again = startBuiltServer({ SOCRATICA_DATA_DIR: dataDir, PORT: port, HOST: '127.0.0.1' });
  await untilServing(again, Number(port));
  expect(again.output()).not.toContain('password:');
  expect(await stopBuiltServer(again)).toBe(0);
});
