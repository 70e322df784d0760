import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../../config/env.js';
import { startFakeS3, TEST_BUCKET, type FakeS3 } from '../../../test/fakes/s3-server.js';
import { sha256Hex } from './audio-keys.js';
import { createS3AudioStore } from './audio-store-from-env.js';
import { AudioStoreUnavailableError } from './audio-store.js';
import { createS3Client } from './s3-client.js';

let s3: FakeS3;
const opened: { close(): void }[] = [];

const storeFor = (overrides: Record<string, string> = {}) => {
  const made = createS3AudioStore(readEnv({ ...s3.env, ...overrides }));
  opened.push(made);
  return made.store;
};

beforeAll(async () => {
  s3 = await startFakeS3();
});
afterAll(async () => {
  for (const made of opened) made.close();
  await s3.close();
});

const bytesOf = (text: string) => new TextEncoder().encode(text);

describe('S3AudioStore', () => {
  it('stores bytes under the prefix by their SHA-256, with their type and hash, once', async () => {
    const store = storeFor();
    const bytes = bytesOf(`an mp3 ${Math.random()}`);
    const stored = await store.saveAudio(bytes, 'mp3');
    expect(stored).toEqual({ key: `${sha256Hex(bytes)}.mp3`, bytes: bytes.byteLength });
    const client = createS3Client(readEnv(s3.env));
    const head = await client.send(
      new HeadObjectCommand({ Bucket: TEST_BUCKET, Key: `podcasts/${stored.key}` }),
    );
    client.destroy();
    expect(head.ContentType).toBe('audio/mpeg');
    expect(head.Metadata).toMatchObject({ sha256: sha256Hex(bytes) });
    // The same bytes again: no second upload.
    let puts = 0;
    const counting = storeFor();
    const send = (counting as unknown as { client: { send: (c: object) => unknown } }).client;
    const original = send.send.bind(send);
    send.send = (command: object) => {
      if (command.constructor.name === 'PutObjectCommand') puts++;
      return original(command);
    };
    expect(await counting.saveAudio(bytes, 'mp3')).toEqual(stored);
    expect(puts).toBe(0);
  });

  it('opens an object with its size, a strong ETag and a reader of byte ranges', async () => {
    const store = storeFor();
    const bytes = bytesOf('0123456789abcdef');
    const { key } = await store.saveAudio(bytes, 'vtt');
    const object = await store.openAudio(key);
    expect(object).toMatchObject({
      kind: 'object',
      key,
      contentType: 'text/vtt; charset=utf-8',
      bytes: 16,
      etag: `"${key.slice(0, 64)}"`,
    });
    expect(object?.lastModified).toBeInstanceOf(Date);
    const part = await object!.read({ start: 10, end: 15 });
    expect((await buffer(part!)).toString()).toBe('abcdef');
    expect([...(await store.readAudio(key))!]).toEqual([...bytes]);
  });

  it('opens and deletes only content-hash names; missing keys are null and deleting them is harmless', async () => {
    const store = storeFor();
    const { key } = await store.saveAudio(bytesOf(`delete me ${Math.random()}`), 'mp3');
    expect(await store.openAudio('../secret.mp3')).toBeNull();
    expect(await store.openAudio(`${'a'.repeat(64)}.mp3`)).toBeNull();
    expect(await store.readRange(`${'a'.repeat(64)}.mp3`, { start: 0, end: 1 })).toBeNull();
    await store.deleteAudio(key);
    expect(await store.openAudio(key)).toBeNull();
    await expect(store.deleteAudio(key)).resolves.toBeUndefined();
  });

  it('lists only its own keys, under its own prefix', async () => {
    const mine = storeFor({ SOCRATICA_S3_PREFIX: 'listing/' });
    const other = storeFor({ SOCRATICA_S3_PREFIX: 'elsewhere/' });
    const a = await mine.saveAudio(bytesOf('a'), 'mp3');
    const b = await mine.saveAudio(bytesOf('b'), 'vtt');
    await other.saveAudio(bytesOf('c'), 'mp3');
    const keys: string[] = [];
    for await (const key of mine.listKeys()) keys.push(key);
    expect(keys.sort()).toEqual([a.key, b.key].sort());
  });

  it('says the store is not answering during an outage, and works again once it is back', async () => {
    const store = storeFor();
    const { key } = await store.saveAudio(bytesOf(`outage ${Math.random()}`), 'mp3');
    await s3.stop();
    try {
      const failure = await store.openAudio(key).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(AudioStoreUnavailableError);
      expect((failure as Error).message).toMatch(
        new RegExp(`^the object store at ${s3.endpoint} did not answer \\(ECONNREFUSED\\)$`),
      );
      await expect(store.saveAudio(bytesOf('new'), 'mp3')).rejects.toBeInstanceOf(AudioStoreUnavailableError);
    } finally {
      await s3.start();
    }
    expect((await store.openAudio(key))?.kind).toBe('object');
  });
});

describe('S3AudioStore.checkAvailable', () => {
  it('resolves when the bucket answers', async () => {
    await expect(storeFor().checkAvailable()).resolves.toBeUndefined();
  });

  it('names SOCRATICA_S3_BUCKET when the bucket does not exist', async () => {
    await expect(storeFor({ SOCRATICA_S3_BUCKET: 'no-such-bucket' }).checkAvailable()).rejects.toThrow(
      `SOCRATICA_S3_BUCKET: the bucket "no-such-bucket" does not exist at ${s3.endpoint}.`,
    );
  });

  it('names SOCRATICA_S3_ENDPOINT when nothing listens there', async () => {
    const closed = await closedPort();
    await expect(
      storeFor({ SOCRATICA_S3_ENDPOINT: `http://127.0.0.1:${closed}` }).checkAvailable(),
    ).rejects.toThrow(`SOCRATICA_S3_ENDPOINT: nothing answers at http://127.0.0.1:${closed} (ECONNREFUSED).`);
  });

  it('names the key variables when the store refuses the credentials', async () => {
    // S3's documented error answer; s3rver never checks credentials, so a stand-in refuses them.
    const refusing = createServer((request, response) => {
      response.writeHead(403, { 'content-type': 'application/xml' });
      response.end(
        request.method === 'HEAD'
          ? undefined
          : '<?xml version="1.0" encoding="UTF-8"?><Error><Code>InvalidAccessKeyId</Code><Message>The AWS Access Key Id you provided does not exist in our records.</Message></Error>',
      );
    });
    const port = await listening(refusing);
    try {
      await expect(
        storeFor({ SOCRATICA_S3_ENDPOINT: `http://127.0.0.1:${port}` }).checkAvailable(),
      ).rejects.toThrow(
        /^SOCRATICA_S3_ACCESS_KEY_ID \/ SOCRATICA_S3_SECRET_ACCESS_KEY: the store refused the credentials \(403\)/,
      );
    } finally {
      refusing.closeAllConnections();
      refusing.close();
    }
  });
});

async function listening(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** A port that was free a moment ago and has nobody listening now. */
async function closedPort(): Promise<number> {
  const server = createServer();
  const port = await listening(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}
