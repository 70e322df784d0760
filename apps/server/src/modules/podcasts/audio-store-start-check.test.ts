import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, readEnv } from '../../config/env.js';
import { startFakeS3, type FakeS3 } from '../../../test/fakes/s3-server.js';
import { assertAudioStoreUsable } from './audio-store-start-check.js';

let s3: FakeS3;
beforeAll(async () => {
  s3 = await startFakeS3();
});
afterAll(() => s3.close());

describe('the start-time check of the audio store', () => {
  it('passes a bucket that answers, and does not look at S3 for the local store', async () => {
    await expect(assertAudioStoreUsable(readEnv(s3.env))).resolves.toBeUndefined();
    await expect(
      assertAudioStoreUsable(readEnv({ SOCRATICA_S3_ENDPOINT: 'http://127.0.0.1:1' })),
    ).resolves.toBeUndefined();
  });

  it('stops the start naming SOCRATICA_S3_BUCKET when the bucket does not exist', async () => {
    const attempt = assertAudioStoreUsable(readEnv({ ...s3.env, SOCRATICA_S3_BUCKET: 'missing-bucket' }));
    await expect(attempt).rejects.toBeInstanceOf(ConfigError);
    await expect(attempt).rejects.toThrow(
      `Socratica cannot start: the podcast storage (SOCRATICA_AUDIO_STORE=s3) cannot be used.\n  SOCRATICA_S3_BUCKET: the bucket "missing-bucket" does not exist at ${s3.endpoint}.`,
    );
  });

  it('stops the start naming SOCRATICA_S3_ENDPOINT when nothing answers there', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    await new Promise((resolve) => server.close(resolve));
    await expect(
      assertAudioStoreUsable(readEnv({ ...s3.env, SOCRATICA_S3_ENDPOINT: `http://127.0.0.1:${port}` })),
    ).rejects.toThrow(`SOCRATICA_S3_ENDPOINT: nothing answers at http://127.0.0.1:${port} (ECONNREFUSED).`);
  });
});
