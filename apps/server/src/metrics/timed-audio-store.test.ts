import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { AudioExtension, AudioStore, OpenedAudio } from '../modules/podcasts/audio-store.js';
import { Metrics } from './metrics.js';
import { timedAudioStore } from './timed-audio-store.js';

/** A bucket-like store with a private field and a method beyond the port. */
class FakeObjectStore implements AudioStore {
  #available = false;
  async saveAudio(bytes: Uint8Array, extension: AudioExtension) {
    return { key: `${'a'.repeat(64)}.${extension}`, bytes: bytes.byteLength };
  }
  async openAudio(key: string): Promise<OpenedAudio | null> {
    return {
      kind: 'object',
      key,
      contentType: 'audio/mpeg',
      bytes: 3,
      etag: '"a"',
      lastModified: new Date(0),
      read: async () => Readable.from([Buffer.from('abc')]),
    };
  }
  async deleteAudio(_key: string) {}
  async checkAvailable() {
    if (!this.#available) throw new Error('The bucket does not answer.');
  }
  bucketName() {
    return 'episodes';
  }
}

async function counts(metrics: Metrics): Promise<Record<string, number>> {
  const { values } = await metrics.audioStoreDuration.get();
  return Object.fromEntries(
    values
      .filter((v) => v.metricName?.endsWith('_count'))
      .map((v) => [`${String(v.labels.operation)} ${String(v.labels.outcome)}`, v.value]),
  );
}

describe('timedAudioStore', () => {
  it('times every call of the port, and an object’s range reads, by operation and outcome', async () => {
    const metrics = new Metrics({ warn: () => undefined });
    const store = timedAudioStore(new FakeObjectStore(), metrics);

    const { key } = await store.saveAudio(new Uint8Array(3), 'mp3');
    const opened = await store.openAudio(key);
    if (opened?.kind !== 'object') throw new Error('expected an object');
    (await opened.read({ start: 0, end: 2 }))?.destroy();
    await store.deleteAudio(key);
    await expect(store.checkAvailable()).rejects.toThrow('The bucket does not answer.');

    expect(await counts(metrics)).toEqual({
      'save ok': 1,
      'open ok': 1,
      'read_range ok': 1,
      'delete ok': 1,
      'check error': 1,
    });
    // The adapter keeps its type and what it offers beyond the port.
    expect(store).toBeInstanceOf(FakeObjectStore);
    expect(store.bucketName()).toBe('episodes');
  });

  it('hands back the store itself when metrics are off', () => {
    const store = new FakeObjectStore();
    expect(timedAudioStore(store, null)).toBe(store);
  });
});
