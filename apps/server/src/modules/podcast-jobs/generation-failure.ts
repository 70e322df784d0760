import { APICallError } from 'ai';
import { CoachError } from '../../coach/coach.js';
import { SpeechError } from '../../speech/speech.js';
import { providerText } from '../../lib/provider-error-text.js';

/** A failure the job itself decides: a blocked script, a provider's answer that another try cannot change. */
export class GenerationError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'GenerationError';
  }
}

export interface GenerationFailure {
  /** What the job shows: the provider's own words when a provider failed. */
  message: string;
  /** Network errors and 5xx answers get one more try (issue 13); 4xx answers and bugs do not. */
  retryable: boolean;
}

export function classifyFailure(error: unknown): GenerationFailure {
  if (error instanceof GenerationError || error instanceof SpeechError) {
    return { message: error.message, retryable: error.retryable };
  }
  if (error instanceof CoachError) {
    const call = findCause(error, (value) => APICallError.isInstance(value));
    if (call) {
      const status = call.statusCode;
      const said = providerText(call.responseBody) ?? call.message;
      return {
        message: `Writing the script failed: the AI provider answered ${status ?? 'nothing'}: ${said}`,
        retryable: status === undefined || status >= 500,
      };
    }
    return {
      message: `Writing the script failed: ${error.reason}`,
      retryable: error.failure === 'unavailable',
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { message: `The episode could not be made: ${message}`, retryable: false };
}

function findCause<T>(error: unknown, is: (value: unknown) => value is T): T | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 8; depth++) {
    if (is(current)) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
