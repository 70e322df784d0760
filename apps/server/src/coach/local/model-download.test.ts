import { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  fakeModelBytes,
  sha256Hex,
  startFakeHuggingFace,
  type FakeHuggingFace,
} from '../../../test/fakes/hugging-face-server.js';
import { modelDownloadUrl, modelFilePath, parseModelAddress } from './model-address.js';
import { ModelDownloader, type DownloadProgress } from './model-download.js';
import { ModelFacts } from './model-facts.js';

const SIZE = 200_000;
const tiny = fakeModelBytes(SIZE, 1);
const other = fakeModelBytes(SIZE, 2);
const html = new TextEncoder().encode('<!doctype html><title>Sign in to download</title>');

let hub: FakeHuggingFace;
let dataDir: string;

beforeAll(async () => {
  hub = await startFakeHuggingFace([
    { owner: 'acme', repo: 'tiny-GGUF', path: 'tiny.gguf', bytes: tiny, license: 'apache-2.0' },
    { owner: 'acme', repo: 'tiny-GGUF', path: 'says-smaller.gguf', bytes: other, linkedSize: SIZE - 1000 },
    { owner: 'acme', repo: 'tiny-GGUF', path: 'says-larger.gguf', bytes: other, linkedSize: SIZE + 1000 },
    { owner: 'acme', repo: 'tiny-GGUF', path: 'wrong-hash.gguf', bytes: other, linkedSha256: 'f'.repeat(64) },
    { owner: 'acme', repo: 'tiny-GGUF', path: 'page.gguf', bytes: html },
  ]);
});
afterAll(() => hub.close());
beforeEach(() => {
  hub.reset();
  hub.holdAt(null);
  dataDir = mkdtempSync(join(tmpdir(), 'socratica-download-'));
});

function downloaderFor(address: string, options: { sha256?: string; idleTimeoutMs?: number } = {}) {
  const parsed = parseModelAddress(address);
  return new ModelDownloader({
    url: modelDownloadUrl(parsed, hub.url)!,
    path: modelFilePath(parsed, dataDir),
    fromHub: parsed.kind === 'hf',
    progressIntervalMs: 0,
    ...options,
  });
}

const TINY = 'hf:acme/tiny-GGUF/tiny.gguf';

const nextReady = (downloader: ModelDownloader) =>
  new Promise<string>((resolve) => downloader.on('ready', resolve));
const nextFailure = (downloader: ModelDownloader) =>
  new Promise<string>((resolve) => downloader.on('failed', resolve));
const progressReaching = (downloader: ModelDownloader, bytes: number) =>
  new Promise<DownloadProgress>((resolve) =>
    downloader.on('progress', (progress) => {
      if (progress.bytes === bytes) resolve(progress);
    }),
  );
const cdnRequests = () => hub.requests.filter((request) => request.kind === 'cdn');

describe('ModelDownloader', () => {
  it('downloads through the Hub’s redirect, reporting progress, and renames the verified file', async () => {
    const downloader = downloaderFor(TINY);
    expect(await downloader.status()).toEqual({ state: 'missing', progress: null, error: null });
    const events: DownloadProgress[] = [];
    downloader.on('progress', (progress) => events.push(progress));
    const ready = nextReady(downloader);
    // Held half-way, so progress is seen before the end however the client's fetch groups the bytes it reads
    // (Node 24's reads the whole file in one go from loopback).
    hub.holdAt(100_000);
    const halfWay = progressReaching(downloader, 100_000);

    expect((await downloader.start()).state).toBe('downloading');
    await halfWay;
    hub.holdAt(null);
    const path = await ready;

    expect(path).toBe(join(dataDir, 'models', 'tiny.gguf'));
    expect(sha256Hex(readFileSync(path))).toBe(sha256Hex(tiny));
    expect(existsSync(`${path}.part`)).toBe(false);
    expect(await downloader.status()).toEqual({ state: 'ready', progress: null, error: null });
    expect(events.length).toBeGreaterThan(1);
    expect(events.every((event) => event.total === SIZE)).toBe(true);
    const bytes = events.map((event) => event.bytes);
    expect(bytes).toEqual([...bytes].sort((a, b) => a - b));
    expect(bytes.at(-1)).toBe(SIZE);
    expect(hub.requests.map((request) => `${request.method} ${request.kind} ${request.range ?? ''}`)).toEqual(
      ['GET resolve ', 'GET cdn '],
    );
  });

  it('stops at once on cancel, keeps the part, and resumes with a Range request to a whole, verified file', async () => {
    const downloader = downloaderFor(TINY);
    hub.holdAt(96_000);
    const held = progressReaching(downloader, 96_000);
    await downloader.start();
    await held;

    const cancelled = await downloader.cancel();
    expect(cancelled.state).toBe('paused');
    expect(cancelled.progress).toMatchObject({ bytes: 96_000, total: SIZE });
    await downloader.settled();
    expect(statSync(`${downloader.path}.part`).size).toBe(96_000);
    expect(await downloader.status()).toMatchObject({
      state: 'paused',
      progress: { bytes: 96_000, total: SIZE },
    });
    expect(cdnRequests()[0]!.disconnected).toBe(true);

    hub.holdAt(null);
    const ready = nextReady(downloader);
    await downloader.start();
    await ready;
    expect(cdnRequests().map((request) => request.range)).toEqual([undefined, 'bytes=96000-']);
    expect(sha256Hex(readFileSync(downloader.path))).toBe(sha256Hex(tiny));
  });

  it('resumes after a restart: a new downloader re-hashes the part it finds and asks only for the rest', async () => {
    const before = downloaderFor(TINY);
    hub.holdAt(64_000);
    const held = progressReaching(before, 64_000);
    await before.start();
    await held;
    await before.cancel();
    await before.settled();
    hub.holdAt(null);
    hub.reset();

    const after = downloaderFor(TINY);
    expect(await after.status()).toMatchObject({ state: 'paused', progress: { bytes: 64_000 } });
    const ready = nextReady(after);
    await after.start();
    await ready;
    expect(cdnRequests().map((request) => request.range)).toEqual(['bytes=64000-']);
    expect(sha256Hex(readFileSync(after.path))).toBe(sha256Hex(tiny));
  });

  it('finishes a part that is already whole (416 to its Range), and deletes one longer than the file', async () => {
    const whole = downloaderFor(TINY);
    mkdirSync(join(dataDir, 'models'));
    writeFileSync(`${whole.path}.part`, tiny);
    const ready = nextReady(whole);
    await whole.start();
    await ready;
    expect(sha256Hex(readFileSync(whole.path))).toBe(sha256Hex(tiny));
    expect(cdnRequests().map((request) => request.range)).toEqual([`bytes=${SIZE}-`]);

    const longer = downloaderFor('hf:acme/tiny-GGUF/wrong-hash.gguf');
    writeFileSync(`${longer.path}.part`, Buffer.concat([other, Buffer.alloc(10)]));
    const failed = nextFailure(longer);
    await longer.start();
    expect(await failed).toMatch(/^The part kept from an earlier download \(200,010 bytes\) does not fit/);
    expect(existsSync(`${longer.path}.part`)).toBe(false);
  });

  it('starts the part over when the server ignores the Range and sends the whole file', async () => {
    const downloader = downloaderFor(TINY);
    mkdirSync(join(dataDir, 'models'));
    writeFileSync(`${downloader.path}.part`, tiny.subarray(0, 70_000));
    hub.script({ kind: 'default' }, { kind: 'ignoreRange' });
    const ready = nextReady(downloader);
    await downloader.start();
    await ready;
    expect(cdnRequests().map((request) => request.range)).toEqual(['bytes=70000-']);
    expect(sha256Hex(readFileSync(downloader.path))).toBe(sha256Hex(tiny));
  });

  it('refuses a part that was not the file’s beginning: the whole file’s hash does not match', async () => {
    const downloader = downloaderFor(TINY);
    mkdirSync(join(dataDir, 'models'));
    writeFileSync(`${downloader.path}.part`, other.subarray(0, 50_000));
    const failed = nextFailure(downloader);
    await downloader.start();
    expect(await failed).toMatch(/SHA-256 is [0-9a-f]{64}, but the server says [0-9a-f]{64}: it was deleted/);
    expect(existsSync(`${downloader.path}.part`)).toBe(false);
    expect(existsSync(downloader.path)).toBe(false);
  });

  it('treats a second start while one runs as a no-op that answers the state', async () => {
    const downloader = downloaderFor(TINY);
    hub.holdAt(32_000);
    const held = progressReaching(downloader, 32_000);
    const [first, second] = await Promise.all([downloader.start(), downloader.start()]);
    await held;
    const third = await downloader.start();
    expect([first.state, second.state, third.state]).toEqual(['downloading', 'downloading', 'downloading']);
    expect(third.progress?.bytes).toBe(32_000);
    expect(cdnRequests()).toHaveLength(1);
    await downloader.cancel();
    await downloader.settled();
  });

  it.each([
    ['says-smaller.gguf', /sent more than 199,000 bytes, but said the file has 199,000 bytes/],
    ['says-larger.gguf', /sent 200,000 bytes, but said the file has 201,000 bytes/],
  ])('refuses a size mismatch (%s) and deletes the part', async (file, message) => {
    const downloader = downloaderFor(`hf:acme/tiny-GGUF/${file}`);
    const failed = nextFailure(downloader);
    await downloader.start();
    expect(await failed).toMatch(message);
    const status = await downloader.status();
    expect(status).toMatchObject({ state: 'failed', progress: null });
    expect(status.error).toMatch(/Press Download to try again/);
    expect(existsSync(`${downloader.path}.part`)).toBe(false);
    expect(existsSync(downloader.path)).toBe(false);
  });

  it('refuses a hash mismatch with the Hub’s X-Linked-Etag and deletes the part', async () => {
    const downloader = downloaderFor('hf:acme/tiny-GGUF/wrong-hash.gguf');
    const failed = nextFailure(downloader);
    await downloader.start();
    expect(await failed).toBe(
      `The downloaded file's SHA-256 is ${sha256Hex(other)}, but the server says ${'f'.repeat(64)}: it was ` +
        'deleted. Press Download to try again; if it happens again, the file at the source differs from the one expected.',
    );
    expect(existsSync(`${downloader.path}.part`)).toBe(false);
  });

  it('checks SOCRATICA_LOCAL_MODEL_SHA256 over the server’s hash, refusing before any byte when they differ', async () => {
    const pinned = downloaderFor(TINY, { sha256: 'A'.repeat(64) });
    const refused = nextFailure(pinned);
    await pinned.start();
    expect(await refused).toMatch(
      /^SOCRATICA_LOCAL_MODEL_SHA256 is a{64}, but the server says the file's SHA-256 is [0-9a-f]{64}/,
    );
    expect(cdnRequests()).toHaveLength(0);

    // A plain URL sends no hash: the pinned one is checked once the bytes are in.
    const plain = new ModelDownloader({
      url: `${hub.url}/cdn/${sha256Hex(tiny)}`,
      path: join(dataDir, 'models', 'plain.gguf'),
      sha256: 'b'.repeat(64),
      fromHub: false,
    });
    const mismatch = nextFailure(plain);
    await plain.start();
    expect(await mismatch).toMatch(/SHA-256 is [0-9a-f]{64}, but SOCRATICA_LOCAL_MODEL_SHA256 says b{64}/);
  });

  it('refuses a file that is not a GGUF model', async () => {
    const downloader = downloaderFor('hf:acme/tiny-GGUF/page.gguf');
    const failed = nextFailure(downloader);
    await downloader.start();
    expect(await failed).toMatch(/did not send a GGUF model .*it was deleted\. Check SOCRATICA_LOCAL_MODEL/);
  });

  it('reports a 404 with the status, the Hub’s message and what to check', async () => {
    const downloader = downloaderFor('hf:acme/tiny-GGUF/absent.gguf');
    const failed = nextFailure(downloader);
    await downloader.start();
    const message = await failed;
    expect(message).toMatch(/^127\.0\.0\.1:\d+ answered 404 Not Found \("Entry not found"\) for http:/);
    expect(message).toMatch(/Check SOCRATICA_LOCAL_MODEL: the owner, repository, file name and revision/);
    expect(await downloader.status()).toEqual({ state: 'failed', progress: null, error: message });
  });

  it('says a repository it cannot see may be private, gated or missing', async () => {
    const downloader = downloaderFor('hf:nobody/secret-GGUF/model.gguf');
    const failed = nextFailure(downloader);
    await downloader.start();
    expect(await failed).toMatch(/answered 401 Unauthorized \("Repository not found"\).*private or gated/);
  });

  it('stops a download that receives nothing for the idle timeout, keeping its part', async () => {
    const downloader = downloaderFor(TINY, { idleTimeoutMs: 1500 });
    hub.holdAt(48_000);
    const failed = nextFailure(downloader);
    await downloader.start();
    expect(await failed).toMatch(/^Nothing arrived from 127\.0\.0\.1:\d+ for 1\.5 seconds\. Try again/);
    const status = await downloader.status();
    expect(status.state).toBe('failed');
    // 48,000 bytes unless a very busy machine let the timer fire between two chunks: what arrived is kept.
    expect(status.progress?.bytes).toBeLessThanOrEqual(48_000);
    const part = `${downloader.path}.part`;
    expect(existsSync(part) ? statSync(part).size : undefined).toBe(status.progress?.bytes);
  });
});

describe('ModelFacts', () => {
  it('gives the size from the Hub’s first answer and the licence from its API, asking each once', async () => {
    const address = parseModelAddress(TINY);
    const facts = new ModelFacts({
      address,
      downloadUrl: modelDownloadUrl(address, hub.url),
      hfEndpoint: hub.url,
    });
    expect(await facts.remoteSize()).toBe(SIZE);
    expect(await facts.license()).toBe('apache-2.0');
    expect(await facts.remoteSize()).toBe(SIZE);
    expect(await facts.license()).toBe('apache-2.0');
    // The size comes from the resolve URL's redirect, whose target (signed for GET) is never asked.
    expect(hub.requests.map((request) => `${request.method} ${request.kind}`)).toEqual([
      'HEAD resolve',
      'GET api',
    ]);
  });

  it('says unknown, never a guess, when the Hub cannot be reached, and asks again only later', async () => {
    let now = 0;
    const address = parseModelAddress(TINY);
    const facts = new ModelFacts({
      address,
      downloadUrl: modelDownloadUrl(address, 'http://127.0.0.1:9'),
      hfEndpoint: 'http://127.0.0.1:9',
      retryAfterMs: 60_000,
      now: () => now,
    });
    expect(await facts.license()).toBeNull();
    expect(await facts.remoteSize()).toBeNull();

    const calls: string[] = [];
    const counting = new ModelFacts({
      address,
      downloadUrl: modelDownloadUrl(address, hub.url),
      hfEndpoint: hub.url,
      retryAfterMs: 60_000,
      now: () => now,
      fetch: (input, init) => {
        calls.push(input instanceof Request ? input.url : input.toString());
        return calls.length === 1 ? Promise.reject(new TypeError('fetch failed')) : fetch(input, init);
      },
    });
    expect(await counting.license()).toBeNull();
    expect(await counting.license()).toBeNull();
    expect(calls).toHaveLength(1);
    now = 60_000;
    expect(await counting.license()).toBe('apache-2.0');
  });
});
