import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalAudioStore } from './local-audio-store.js';

const folder = () => join(mkdtempSync(join(tmpdir(), 'socratica-audio-')), 'podcasts');

describe('LocalAudioStore', () => {
  it('stores bytes under their SHA-256, creating its folder, and opens them for serving', async () => {
    const root = folder();
    const store = new LocalAudioStore(root);
    const bytes = new TextEncoder().encode('not really an mp3');
    const stored = await store.saveAudio(bytes, 'mp3');
    const hash = createHash('sha256').update(bytes).digest('hex');
    expect(stored).toEqual({ key: `${hash}.mp3`, bytes: bytes.length });
    expect(readFileSync(join(root, stored.key))).toEqual(Buffer.from(bytes));
    expect(await store.openAudio(stored.key)).toEqual({
      kind: 'file',
      root,
      path: stored.key,
      contentType: 'audio/mpeg',
    });
    const vtt = await store.saveAudio(new TextEncoder().encode('WEBVTT\n'), 'vtt');
    expect((await store.openAudio(vtt.key))?.contentType).toBe('text/vtt; charset=utf-8');
    // Written through a temporary name, of which nothing is left.
    expect(readdirSync(root).sort()).toEqual([stored.key, vtt.key].sort());
  });

  it('never rewrites a stored file: the same bytes again leave it as it was', async () => {
    const root = folder();
    const store = new LocalAudioStore(root);
    const bytes = new Uint8Array([1, 2, 3]);
    const first = await store.saveAudio(bytes, 'mp3');
    const written = statSync(join(root, first.key)).mtimeMs;
    await new Promise((resolve) => setTimeout(resolve, 20));
    const again = await store.saveAudio(bytes, 'mp3');
    expect(again).toEqual(first);
    expect(statSync(join(root, first.key)).mtimeMs).toBe(written);
  });

  it('opens and deletes only content-hash names, and deleting a missing file is harmless', async () => {
    const root = folder();
    const store = new LocalAudioStore(root);
    const { key } = await store.saveAudio(new Uint8Array([9]), 'mp3');
    for (const bad of ['../secret.mp3', `${key.toUpperCase()}`, `${key}.mp3`, key.replace('.mp3', '.wav')]) {
      expect(await store.openAudio(bad)).toBeNull();
    }
    expect(await store.openAudio(`${'a'.repeat(64)}.mp3`)).toBeNull();
    await store.deleteAudio('../../etc/passwd');
    await store.deleteAudio(key);
    expect(await store.openAudio(key)).toBeNull();
    await expect(store.deleteAudio(key)).resolves.toBeUndefined();
  });
});

describe('LocalAudioStore.checkAvailable', () => {
  it('creates a missing folder and resolves', async () => {
    const root = folder();
    await new LocalAudioStore(root).checkAvailable();
    expect(statSync(root).isDirectory()).toBe(true);
  });

  it('names the folder when it cannot be created', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'socratica-audio-'));
    // A file where the folder should be: nothing can be created beneath it.
    writeFileSync(join(parent, 'blocked'), 'x');
    const root = join(parent, 'blocked', 'podcasts');
    await expect(new LocalAudioStore(root).checkAvailable()).rejects.toThrow(
      `The podcast folder ${root} cannot be created or written to`,
    );
  });
});
