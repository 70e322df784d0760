import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ADMIN_PASSWORD,
  E2E_LOCAL_PORT,
  E2E_OPENAI_PORT,
  E2E_PORT,
  FAKE_AI_PORT,
  FAKE_HUB_PORT,
  FAKE_WIKIPEDIA_PORT,
  TINY_MODEL,
} from './support/constants.js';

const dataDir = mkdtempSync(join(tmpdir(), 'socratica-e2e-'));
const openAiDataDir = mkdtempSync(join(tmpdir(), 'socratica-e2e-openai-'));
const localDataDir = mkdtempSync(join(tmpdir(), 'socratica-e2e-local-'));
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
  // Every wait is for a state (web-first assertions, locators). These limits only end a test that is stuck:
  // a journey on a busy 2-core machine takes minutes, and a page can take many seconds to answer.
  timeout: 300_000,
  expect: { timeout: 30_000 },
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
  globalSetup: './support/global-setup.ts',
  projects: [
    {
      name: 'offline',
      use: { browserName: 'chromium' },
      // Its server never runs the embedded model, so it has no model to download.
      testIgnore: /embedded-model-journey\.spec\.ts/,
    },
    {
      name: 'openai',
      use: { browserName: 'chromium', baseURL: `http://127.0.0.1:${E2E_OPENAI_PORT}` },
      testMatch: /(ai-connection|assessment|chat|video)-journey\.spec\.ts/,
    },
    {
      name: 'local',
      use: { browserName: 'chromium', baseURL: `http://127.0.0.1:${E2E_LOCAL_PORT}` },
      testMatch: /embedded-model-journey\.spec\.ts/,
    },
  ],
  webServer: [
    appServer(E2E_PORT, process.env.SOCRATICA_E2E_DATA_DIR, {}),
    appServer(E2E_OPENAI_PORT, openAiDataDir, {
      SOCRATICA_AI_PROVIDER: 'openai',
      SOCRATICA_AI_BASE_URL: `http://127.0.0.1:${FAKE_AI_PORT}/v1`,
      SOCRATICA_AI_API_KEY: 'e2e-fake-key',
    }),
    // The embedded model, downloaded from the fake Hub only when the journey's admin asks: one learner at a
    // time on one thread, and short replies, so that the tiny model costs the busy machine next to nothing.
    appServer(E2E_LOCAL_PORT, localDataDir, {
      SOCRATICA_AI_PROVIDER: 'local',
      SOCRATICA_LOCAL_MODEL: `hf:${TINY_MODEL.owner}/${TINY_MODEL.repo}/${TINY_MODEL.path}`,
      SOCRATICA_HF_ENDPOINT: `http://127.0.0.1:${FAKE_HUB_PORT}`,
      SOCRATICA_LOCAL_PARALLEL: '1',
      SOCRATICA_LOCAL_THREADS: '1',
      SOCRATICA_AI_MAX_OUTPUT_TOKENS: '60',
    }),
  ],
});

function appServer(port: number, dataDirectory: string, env: Record<string, string>) {
  return {
    command: 'npm start',
    cwd: '../..',
    url: `http://127.0.0.1:${port}/socratica/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      SOCRATICA_DATA_DIR: dataDirectory,
      SOCRATICA_ADMIN_PASSWORD: ADMIN_PASSWORD,
      SOCRATICA_LOG_LEVEL: 'warn',
      // Never the real Wikipedia: the fake the global setup starts, with the articles the tests ask about.
      SOCRATICA_WIKIPEDIA_BASE_URL: `http://127.0.0.1:${FAKE_WIKIPEDIA_PORT}`,
      SOCRATICA_WIKIPEDIA_CONTACT: 'e2e@example.com',
      ...env,
    },
  };
}
