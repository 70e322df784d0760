import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { AUDIO_KEY, audioKeyOf, contentTypeOf } from './audio-keys.js';
import {
  AudioStoreUnavailableError,
  type AudioExtension,
  type AudioStore,
  type OpenedAudioObject,
  type StoredAudio,
} from './audio-store.js';
import type { S3Settings } from './s3-client.js';
import { describeS3Error, isNotFound, unavailableBucketMessage } from './s3-errors.js';

const REMEMBERED_OBJECTS = 1_000;
const REMEMBER_MS = 5 * 60_000;

/** A byte range, both ends included, as HTTP counts them. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Episode audio and transcripts in an S3-compatible bucket (D22), under `SOCRATICA_S3_PREFIX`, for several
 * server instances. PutObject makes an object visible whole or not at all, so no temporary name is needed.
 * Every failure other than "no such key" becomes an AudioStoreUnavailableError saying what the store did.
 */
export class S3AudioStore implements AudioStore {
  private readonly bucket: string;
  /**
   * Sizes and dates of objects seen lately. A key is never rewritten, so what HeadObject said stays true
   * until the object is deleted; remembering it saves a round trip on every range a player asks for. Only
   * objects that exist are remembered: a key deleted by another instance answers 404 when it is read.
   */
  private readonly seen = new Map<string, { bytes: number; lastModified: Date; at: number }>();

  constructor(
    private readonly client: S3Client,
    private readonly settings: S3Settings,
  ) {
    if (!settings.SOCRATICA_S3_BUCKET) throw new Error('S3AudioStore needs SOCRATICA_S3_BUCKET.');
    this.bucket = settings.SOCRATICA_S3_BUCKET;
  }

  async saveAudio(bytes: Uint8Array, extension: AudioExtension): Promise<StoredAudio> {
    const key = audioKeyOf(bytes, extension);
    // Same name, same bytes: an object already there is never rewritten (players cache it for good).
    if ((await this.sizeOf(key)) === bytes.byteLength) return { key, bytes: bytes.byteLength };
    await this.attempt(() =>
      this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: this.objectKey(key),
          Body: bytes,
          ContentLength: bytes.byteLength,
          ContentType: contentTypeOf(key),
          // The key is the hash already; kept as metadata too, for anyone auditing the bucket by hand.
          Metadata: { sha256: key.slice(0, 64) },
        }),
      ),
    );
    return { key, bytes: bytes.byteLength };
  }

  async openAudio(key: string): Promise<OpenedAudioObject | null> {
    if (!AUDIO_KEY.test(key)) return null;
    const head = await this.head(key);
    if (!head) return null;
    return {
      kind: 'object',
      key,
      contentType: contentTypeOf(key),
      bytes: head.bytes,
      // The content hash is a strong validator, and stays the same on every instance and after a move.
      etag: `"${key.slice(0, 64)}"`,
      lastModified: head.lastModified,
      read: (range) => this.readRange(key, range),
    };
  }

  /**
   * The object's bytes `start` to `end` (both included) as a stream, or null when the key is gone. The
   * caller must read or destroy the stream: an unread body keeps one of the client's sockets.
   */
  async readRange(key: string, range: ByteRange): Promise<Readable | null> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: this.objectKey(key),
          // Always explicit ends: some stores (s3rver) answer `bytes=-N` from the start.
          Range: `bytes=${range.start}-${range.end}`,
        }),
      );
      return answer.Body as Readable;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw this.unavailable(error);
    }
  }

  async deleteAudio(key: string): Promise<void> {
    if (!AUDIO_KEY.test(key)) return;
    this.seen.delete(key);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
    } catch (error) {
      if (!isNotFound(error)) throw this.unavailable(error);
    }
  }

  async checkAvailable(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      throw new Error(unavailableBucketMessage(error, this.settings), { cause: error });
    }
  }

  /** The stored size of a key, or null when it is not stored. */
  async sizeOf(key: string): Promise<number | null> {
    return (await this.head(key))?.bytes ?? null;
  }

  /** A whole file's bytes, for moving it to another store. */
  async readAudio(key: string): Promise<Uint8Array | null> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
      );
      return answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array();
    } catch (error) {
      if (isNotFound(error)) return null;
      throw this.unavailable(error);
    }
  }

  /** Every content-hash key under the prefix; anything else in the bucket is not ours and is left out. */
  async *listKeys(): AsyncGenerator<string> {
    const prefix = this.settings.SOCRATICA_S3_PREFIX;
    let token: string | undefined;
    do {
      const page = await this.attempt(() =>
        this.client.send(
          new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
        ),
      );
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(prefix.length) ?? '';
        if (AUDIO_KEY.test(key)) yield key;
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  private async head(key: string): Promise<{ bytes: number; lastModified: Date } | null> {
    const remembered = this.seen.get(key);
    if (remembered && Date.now() - remembered.at < REMEMBER_MS) return remembered;
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
      );
      const found = { bytes: head.ContentLength ?? 0, lastModified: head.LastModified ?? new Date(0) };
      if (this.seen.size >= REMEMBERED_OBJECTS) this.seen.delete(this.seen.keys().next().value!);
      this.seen.set(key, { ...found, at: Date.now() });
      return found;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw this.unavailable(error);
    }
  }

  /** Runs one call; any failure means the store is not usable now. */
  private async attempt<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      throw this.unavailable(error);
    }
  }

  private objectKey(key: string): string {
    return `${this.settings.SOCRATICA_S3_PREFIX}${key}`;
  }

  private unavailable(error: unknown): AudioStoreUnavailableError {
    return new AudioStoreUnavailableError(describeS3Error(error, this.settings), { cause: error });
  }
}
