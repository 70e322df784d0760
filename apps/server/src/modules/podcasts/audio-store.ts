import type { Readable } from 'node:stream';

/**
 * Where episode audio and transcripts live (issue 13, D22): local disk in the data folder by default, any
 * S3-compatible object store for several instances. Keys are content hashes with an extension
 * (`<sha256>.mp3`, `<sha256>.vtt`): unguessable, and a file is never rewritten under the same key, because
 * podcast players cache audio for good (DESIGN §6).
 */
export interface AudioStore {
  /** Stores the bytes under their content hash; storing the same bytes again is harmless. */
  saveAudio(bytes: Uint8Array, extension: AudioExtension): Promise<StoredAudio>;
  /** The file to serve, or null when no such key is stored. */
  openAudio(key: string): Promise<OpenedAudio | null>;
  /** Removes the file; removing a missing one is harmless. */
  deleteAudio(key: string): Promise<void>;
  /**
   * Resolves when the store can be read and written; otherwise throws an Error whose message says what is
   * wrong in words an operator can act on (used at start and by the readiness check).
   */
  checkAvailable(): Promise<void>;
}

export type AudioExtension = 'mp3' | 'vtt';

export interface StoredAudio {
  key: string;
  bytes: number;
}

/** A local file that `@fastify/send` serves with Range, HEAD and ETag. */
interface OpenedAudioFile {
  kind: 'file';
  root: string;
  path: string;
  contentType: string;
}

/** An object in a bucket: the media route proxies its byte ranges (`S3AudioStore.readRange`). */
export interface OpenedAudioObject {
  kind: 'object';
  key: string;
  contentType: string;
  /** The object's size. */
  bytes: number;
  /** A strong ETag, quoted, as HTTP sends it. */
  etag: string;
  lastModified: Date;
  /**
   * Bytes `start` to `end` (both included) as a stream, or null when the object vanished meanwhile. The
   * caller reads or destroys every stream it gets.
   */
  read(range: { start: number; end: number }): Promise<Readable | null>;
}

export type OpenedAudio = OpenedAudioFile | OpenedAudioObject;

/**
 * The store did not answer (a network error, a time-out, a 5xx) or refused the request: playback answers 503
 * and publishing fails with this reason, which another try may not share once the store is back.
 */
export class AudioStoreUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'AudioStoreUnavailableError';
  }
}
