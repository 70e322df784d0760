import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN_PASSWORD, E2E_PORT } from './support/constants.js';

const dataDir = mkdtempSync(join(tmpdir(), 'socratica-e2e-'));
// The server-process tests need the running server's folder to try to open it a second time.
process.env.SOCRATICA_E2E_DATA_DIR ??= dataDir;

/**
 * Drives Debian's Chromium (never a downloaded browser) against the app started exactly as the
 * README starts it: `npm start` from the repository root, on a fresh embedded database.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.SOCRATICA_CHROMIUM ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'npm start',
    cwd: '../..',
    url: `http://127.0.0.1:${E2E_PORT}/socratica/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      SOCRATICA_DATA_DIR: process.env.SOCRATICA_E2E_DATA_DIR,
      SOCRATICA_ADMIN_PASSWORD: ADMIN_PASSWORD,
      SOCRATICA_LOG_LEVEL: 'warn',
    },
  },
});
