import { AudioStoreUnavailableError } from '../podcasts/audio-store.js';
import { GenerationError } from './generation-failure.js';

/**
 * A store that did not take the episode's files fails the job with the store's own reason, which the admin's
 * job card shows. An outage is worth the job's one more try; after that the job fails, and Retry works once
 * the store is back.
 */
export function throwStorageFailure(error: unknown): never {
  const reason = error instanceof Error ? error.message : String(error);
  throw new GenerationError(
    `Could not store the episode audio: ${reason}.`,
    error instanceof AudioStoreUnavailableError,
    { cause: error },
  );
}
