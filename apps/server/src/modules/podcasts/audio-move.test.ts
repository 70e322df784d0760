import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../../config/env.js';
import { startFakeS3, type FakeS3 } from '../../../test/fakes/s3-server.js';
import { createS3AudioStore } from './audio-store-from-env.js';
import { moveAudio } from './audio-move.js';
import { LocalAudioStore } from './local-audio-store.js';

let s3: FakeS3;
const clients: { close(): void }[] = [];
let prefixes = 0;

beforeAll(async () => {
  s3 = await startFakeS3();
});
afterAll(async () => {
  for (const client of clients) client.close();
  await s3.close();
});

/** A bucket folder of its own per test, so that the tests do not see each other's files. */
function bucketStore() {
  const made = createS3AudioStore(readEnv({ ...s3.env, SOCRATICA_S3_PREFIX: `move-${++prefixes}/` }));
  clients.push(made);
  return made.store;
}

async function localStoreWith(texts: string[]) {
  const root = mkdtempSync(join(tmpdir(), 'socratica-move-'));
  const store = new LocalAudioStore(root);
  const keys: string[] = [];
  for (const text of texts) keys.push((await store.saveAudio(new TextEncoder().encode(text), 'mp3')).key);
  return { root, store, keys: keys.sort() };
}

const listed = async (store: { listKeys(): AsyncIterable<string> }) => {
  const keys: string[] = [];
  for await (const key of store.listKeys()) keys.push(key);
  return keys.sort();
};

describe('moveAudio', () => {
  it('copies every file to the bucket, checked, and skips them all on a second run', async () => {
    const local = await localStoreWith(['one', 'two', 'three']);
    // An unfinished write's temporary file is not a stored file.
    writeFileSync(join(local.root, `.tmp-0123-${local.keys[0]}`), 'half');
    const bucket = bucketStore();
    const lines: string[] = [];
    const first = await moveAudio(local.store, bucket, (line) => lines.push(line));
    expect(first).toEqual({ copied: 3, skipped: 0, refused: [] });
    expect(lines[0]).toMatch(/^\[1\/3\] [0-9a-f]{64}\.mp3: copied \(0\.0 kB\)$/);
    expect(await listed(bucket)).toEqual(local.keys);
    expect(await moveAudio(local.store, bucket, () => {})).toEqual({ copied: 0, skipped: 3, refused: [] });
  });

  it('continues an interrupted run where it stopped', async () => {
    const local = await localStoreWith(['a', 'b', 'c', 'd']);
    const bucket = bucketStore();
    let seen = 0;
    await expect(
      moveAudio(local.store, bucket, () => {
        if (++seen === 2) throw new Error('interrupted');
      }),
    ).rejects.toThrow('interrupted');
    expect((await listed(bucket)).length).toBe(2);
    expect(await moveAudio(local.store, bucket, () => {})).toEqual({ copied: 2, skipped: 2, refused: [] });
    expect(await listed(bucket)).toEqual(local.keys);
  });

  it('refuses a damaged source file and copies the rest; a wrong-sized copy is replaced', async () => {
    const local = await localStoreWith(['good', 'also good']);
    const damaged = local.keys[0]!;
    writeFileSync(join(local.root, damaged), 'not what was stored');
    const bucket = bucketStore();
    const summary = await moveAudio(local.store, bucket, () => {});
    expect(summary).toEqual({
      copied: 1,
      skipped: 0,
      refused: [{ key: damaged, reason: 'the source file is damaged: its SHA-256 does not match its name' }],
    });
    expect(await listed(bucket)).toEqual([local.keys[1]]);

    // Back to a fresh folder, where a damaged earlier copy of one key waits with another size.
    const target = mkdtempSync(join(tmpdir(), 'socratica-move-back-'));
    writeFileSync(join(target, local.keys[1]!), 'x');
    const back = await moveAudio(bucket, new LocalAudioStore(target), () => {});
    expect(back).toEqual({ copied: 1, skipped: 0, refused: [] });
    expect(readdirSync(target)).toEqual([local.keys[1]]);
    expect(await new LocalAudioStore(target).sizeOf(local.keys[1]!)).toBe(
      await bucket.sizeOf(local.keys[1]!),
    );
    expect(await bucket.sizeOf(local.keys[1]!)).toBeGreaterThan(1);
  });
});
