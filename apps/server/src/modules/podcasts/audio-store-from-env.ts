import { join, resolve } from 'node:path';
import type { Env } from '../../config/env.js';
import type { AudioStore } from './audio-store.js';
import { LocalAudioStore } from './local-audio-store.js';
import { S3AudioStore } from './s3-audio-store.js';
import { createS3Client, type S3Settings } from './s3-client.js';

/** The data folder's `podcasts/`, where the local store keeps its files. */
export const createLocalAudioStore = (env: Pick<Env, 'SOCRATICA_DATA_DIR'>) =>
  new LocalAudioStore(join(resolve(env.SOCRATICA_DATA_DIR), 'podcasts'));

/** The bucket store with a client of its own; `close` ends the client's kept-alive connections. */
export function createS3AudioStore(settings: S3Settings): { store: S3AudioStore; close: () => void } {
  const client = createS3Client(settings);
  return { store: new S3AudioStore(client, settings), close: () => client.destroy() };
}

/** The store SOCRATICA_AUDIO_STORE names (D22). */
export function createAudioStore(env: Env): { store: AudioStore; close: () => void } {
  if (env.SOCRATICA_AUDIO_STORE === 's3') return createS3AudioStore(env);
  return { store: createLocalAudioStore(env), close: () => undefined };
}
