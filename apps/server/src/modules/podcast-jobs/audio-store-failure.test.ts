import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../../config/env.js';
import { startFakeS3, type FakeS3 } from '../../../test/fakes/s3-server.js';
import { createS3AudioStore } from '../podcasts/audio-store-from-env.js';
import { throwStorageFailure } from './audio-store-failure.js';
import { classifyFailure } from './generation-failure.js';

let s3: FakeS3;
let made: ReturnType<typeof createS3AudioStore>;

beforeAll(async () => {
  s3 = await startFakeS3();
  made = createS3AudioStore(readEnv(s3.env));
});
afterAll(async () => {
  made.close();
  await s3.close();
});

describe('storing an episode while the object store is down', () => {
  it('fails the job with the store’s reason, worth one more try, and stores once the store is back', async () => {
    const bytes = new TextEncoder().encode(`episode ${Math.random()}`);
    await s3.stop();
    let failure: unknown;
    try {
      failure = await made.store
        .saveAudio(bytes, 'mp3')
        .catch(throwStorageFailure)
        .catch((error: unknown) => error);
    } finally {
      await s3.start();
    }
    // What the admin's job card shows (the queue stores classifyFailure's message as the job's error).
    expect(classifyFailure(failure)).toEqual({
      message: `Could not store the episode audio: the object store at ${s3.endpoint} did not answer (ECONNREFUSED).`,
      retryable: true,
    });
    const stored = await made.store.saveAudio(bytes, 'mp3').catch(throwStorageFailure);
    expect(await made.store.sizeOf(stored.key)).toBe(bytes.byteLength);
  });

  it('does not retry on its own when the store refuses for another reason than an outage', () => {
    expect(() => throwStorageFailure(new Error('disk full'))).toThrow(
      'Could not store the episode audio: disk full.',
    );
    let thrown: unknown;
    try {
      throwStorageFailure(new Error('disk full'));
    } catch (error) {
      thrown = error;
    }
    expect(classifyFailure(thrown).retryable).toBe(false);
  });
});
