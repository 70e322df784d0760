import { APICallError } from '@ai-sdk/provider';
import { RetryError } from 'ai';
import { setTimeout as sleep } from 'node:timers/promises';

/** The AI SDK's backoff (retryWithExponentialBackoffRespectingRetryHeaders): 2 s, then twice as long each time. */
const INITIAL_DELAY_MS = 2000;
const BACKOFF_FACTOR = 2;
/** A Retry-After up to this long is honoured even when longer than the backoff. */
const LONGEST_RETRY_AFTER_MS = 60_000;

/**
 * `attempt`, tried again after a retryable APICallError (408, 409, 429, 5xx, a network failure) as the AI
 * SDK does for its own calls, so that both paths to a provider fail alike: the provider's Retry-After (or
 * retry-after-ms) is honoured, `signal` cuts the wait short, and once retries were made the failure is a
 * RetryError whose `lastError` is the provider's.
 */
export async function withProviderRetries<T>(
  maxRetries: number,
  signal: AbortSignal,
  attempt: () => Promise<T>,
): Promise<T> {
  const errors: unknown[] = [];
  let backoffMs = INITIAL_DELAY_MS;
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (signal.aborted || maxRetries === 0) throw error;
      errors.push(error);
      const message = error instanceof Error ? error.message : String(error);
      if (errors.length > maxRetries) {
        throw new RetryError({
          message: `Failed after ${errors.length} attempts. Last error: ${message}`,
          reason: 'maxRetriesExceeded',
          errors,
        });
      }
      if (APICallError.isInstance(error) && error.isRetryable) {
        await sleep(retryDelayMs(error, backoffMs), undefined, { signal });
        backoffMs *= BACKOFF_FACTOR;
        continue;
      }
      if (errors.length === 1) throw error;
      throw new RetryError({
        message: `Failed after ${errors.length} attempts with non-retryable error: '${message}'`,
        reason: 'errorNotRetryable',
        errors,
      });
    }
  }
}

function retryDelayMs(error: APICallError, backoffMs: number): number {
  const headers = error.responseHeaders;
  if (!headers) return backoffMs;
  let ms: number | undefined;
  const retryAfterMs = parseFloat(headers['retry-after-ms'] ?? '');
  if (!Number.isNaN(retryAfterMs)) ms = retryAfterMs;
  const retryAfter = headers['retry-after'];
  if (retryAfter && ms === undefined) {
    const seconds = parseFloat(retryAfter);
    ms = Number.isNaN(seconds) ? Date.parse(retryAfter) - Date.now() : seconds * 1000;
  }
  if (ms !== undefined && !Number.isNaN(ms) && ms >= 0 && (ms < LONGEST_RETRY_AFTER_MS || ms < backoffMs)) {
    return ms;
  }
  return backoffMs;
}
