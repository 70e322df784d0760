import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalModelStatus } from '@socratica/contracts';
import {
  fakeModelBytes,
  sha256Hex,
  startFakeHuggingFace,
  type FakeHuggingFace,
} from '../../../test/fakes/hugging-face-server.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { readEnv } from '../../config/env.js';
import { LocalModelService } from './local-model.service.js';

// D21: the embedded model is downloaded only when an admin asks, into the data folder, and the settings say
// how far it got and which coach answers meanwhile.

const SIZE = 150_000;
const bytes = fakeModelBytes(SIZE, 7);
const URL_PATH = '/socratica/api/admin/ai/local-model';

let hub: FakeHuggingFace;
beforeAll(async () => {
  hub = await startFakeHuggingFace([
    { owner: 'acme', repo: 'tiny-GGUF', path: 'tiny.gguf', bytes, license: 'apache-2.0' },
  ]);
});
afterAll(() => hub.close());

async function appFor(address: string, extra: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'socratica-local-model-'));
  const t = await createTestApp({
    SOCRATICA_AI_PROVIDER: 'local',
    SOCRATICA_LOCAL_MODEL: address,
    SOCRATICA_HF_ENDPOINT: hub.url,
    SOCRATICA_DATA_DIR: dataDir,
    ...extra,
  });
  return { t, dataDir, admin: await t.adminHeaders() };
}

const status = async (t: TestApp, headers: Record<string, string>) => {
  const response = await t.inject({ method: 'GET', url: URL_PATH, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<LocalModelStatus>();
};

describe('an hf: address the fake Hub serves', () => {
  let t: TestApp;
  let dataDir: string;
  let admin: Record<string, string>;
  beforeAll(async () => ({ t, dataDir, admin } = await appFor('hf:acme/tiny-GGUF/tiny.gguf')));
  afterAll(() => t.close());

  it('shows the model missing, downloads it when asked, resumes after a cancel, and shows it ready', async () => {
    expect(await status(t, admin)).toEqual({
      provider_active: true,
      address: 'hf:acme/tiny-GGUF/tiny.gguf',
      source: 'hf',
      name: 'tiny',
      path: join(dataDir, 'models', 'tiny.gguf'),
      downloadable: true,
      size_bytes: SIZE,
      license: 'apache-2.0',
      state: 'missing',
      progress: null,
      error: null,
      serving: 'offline',
      load_error: null,
    });
    const readyPaths: string[] = [];
    t.services.localModel.onReady((path) => readyPaths.push(path));

    hub.holdAt(80_000);
    const started = await t.inject({ method: 'POST', url: `${URL_PATH}/download`, headers: admin });
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json<LocalModelStatus>().state).toBe('downloading');
    await expect.poll(async () => (await status(t, admin)).progress?.bytes).toBe(80_000);

    const cancelled = await t.inject({ method: 'DELETE', url: `${URL_PATH}/download`, headers: admin });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<LocalModelStatus>()).toMatchObject({
      state: 'paused',
      progress: { bytes: 80_000, total: SIZE },
      serving: 'offline',
    });

    hub.holdAt(null);
    const resumed = await t.inject({ method: 'POST', url: `${URL_PATH}/download`, headers: admin });
    expect(resumed.statusCode, resumed.body).toBe(202);
    await expect.poll(async () => (await status(t, admin)).state).toBe('ready');

    expect(await status(t, admin)).toMatchObject({ size_bytes: SIZE, progress: null, error: null });
    const path = join(dataDir, 'models', 'tiny.gguf');
    expect(sha256Hex(readFileSync(path))).toBe(sha256Hex(bytes));
    expect(readyPaths).toEqual([path]);
    // These bytes only look like a GGUF: the model does not load, and the offline coach goes on answering.
    await expect.poll(async () => (await status(t, admin)).load_error).toMatch(/could not be loaded/);
    expect((await status(t, admin)).serving).toBe('offline');
    expect(hub.requests.filter((r) => r.kind === 'cdn' && r.method === 'GET').map((r) => r.range)).toEqual([
      undefined,
      'bytes=80000-',
    ]);

    const audit = await t.inject({
      method: 'GET',
      url: '/socratica/api/admin/audit-logs?action_type=local_model_download_started',
      headers: admin,
    });
    expect(
      audit.json().logs.map((log: { action_details: { action: string } }) => log.action_details.action),
    ).toEqual([
      'Resumed the download of the embedded model hf:acme/tiny-GGUF/tiny.gguf from 80000 bytes',
      'Started the download of the embedded model hf:acme/tiny-GGUF/tiny.gguf',
    ]);
    const cancels = await t.inject({
      method: 'GET',
      url: '/socratica/api/admin/audit-logs?action_type=local_model_download_cancelled',
      headers: admin,
    });
    expect(cancels.json().pagination.total).toBe(1);

    // Once the file is here, another press changes nothing and records nothing.
    const again = await t.inject({ method: 'POST', url: `${URL_PATH}/download`, headers: admin });
    expect(again.json<LocalModelStatus>().state).toBe('ready');
  });
});

describe('a file the Hub does not have', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => ({ t, admin } = await appFor('hf:acme/tiny-GGUF/absent.gguf')));
  afterAll(() => t.close());

  it('shows the download failed with the status and what to check, while the offline coach serves', async () => {
    expect(await status(t, admin)).toMatchObject({
      state: 'missing',
      size_bytes: null,
      license: 'apache-2.0',
    });
    const started = await t.inject({ method: 'POST', url: `${URL_PATH}/download`, headers: admin });
    expect(started.statusCode, started.body).toBe(202);
    await expect.poll(async () => (await status(t, admin)).state).toBe('failed');
    const failed = await status(t, admin);
    expect(failed.error).toMatch(/answered 404 Not Found \("Entry not found"\)/);
    expect(failed.error).toMatch(/Check SOCRATICA_LOCAL_MODEL/);
    expect(failed.serving).toBe('offline');
  });
});

describe('a file path that is not there', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => ({ t, admin } = await appFor('/nowhere/tiny.gguf')));
  afterAll(() => t.close());

  it('starts, says the file is missing and the offline coach serves, and refuses to download it', async () => {
    expect(await status(t, admin)).toMatchObject({
      source: 'file',
      path: '/nowhere/tiny.gguf',
      downloadable: false,
      state: 'missing',
      serving: 'offline',
      error: expect.stringMatching(
        /^There is no file at \/nowhere\/tiny\.gguf, so learners get the offline coach/,
      ),
    });
    const refused = await t.inject({ method: 'POST', url: `${URL_PATH}/download`, headers: admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(
      /^SOCRATICA_LOCAL_MODEL names a file path \(\/nowhere\/tiny\.gguf\)/,
    );
  });
});

describe('another provider', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminHeaders();
  });
  afterAll(() => t.close());

  it('says the embedded model is not needed, and refuses a download with the reason', async () => {
    expect(await status(t, admin)).toMatchObject({
      provider_active: false,
      state: 'not_needed',
      name: 'Qwen3-4B-Instruct-2507-Q4_K_M',
      serving: 'offline',
      size_bytes: null,
      license: null,
    });
    const refused = await t.inject({ method: 'POST', url: `${URL_PATH}/download`, headers: admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/only when SOCRATICA_AI_PROVIDER=local, and it is offline/);
  });

  it('stops the start for a malformed address, or a downloaded file that is not a GGUF model', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'socratica-local-model-'));
    const open = (address: string) =>
      LocalModelService.open({
        env: readEnv({
          SOCRATICA_AI_PROVIDER: 'local',
          SOCRATICA_LOCAL_MODEL: address,
          SOCRATICA_DATA_DIR: dataDir,
        }),
        log: t.app.log,
        audit: t.services.audit,
      });
    await expect(open('hf:acme/tiny-GGUF')).rejects.toThrow(/^SOCRATICA_LOCAL_MODEL .*names no file/);
    mkdirSync(join(dataDir, 'models'));
    writeFileSync(join(dataDir, 'models', 'tiny.gguf'), '<!doctype html>');
    await expect(open('hf:acme/tiny-GGUF/tiny.gguf')).rejects.toThrow(
      /^SOCRATICA_LOCAL_MODEL: .*tiny\.gguf is not a GGUF model/,
    );
  });
});
