import { ConfigError, type Env } from '../../config/env.js';
import { createS3AudioStore } from './audio-store-from-env.js';

/**
 * With SOCRATICA_AUDIO_STORE=s3, a bucket this server cannot use stops the start, before it listens, with
 * a message naming the variable to fix: a missing bucket, refused credentials, an endpoint nobody answers
 * at. Better than an instance that looks healthy and fails every episode.
 */
export async function assertAudioStoreUsable(env: Env): Promise<void> {
  if (env.SOCRATICA_AUDIO_STORE !== 's3') return;
  const { store, close } = createS3AudioStore(env);
  try {
    await store.checkAvailable();
  } catch (error) {
    throw new ConfigError(
      `Socratica cannot start: the podcast storage (SOCRATICA_AUDIO_STORE=s3) cannot be used.\n  ${(error as Error).message}`,
      { cause: error },
    );
  } finally {
    close();
  }
}
