import { APICallError, RetryError } from 'ai';
import { CoachError } from '../../coach/coach.js';
import { providerText } from '../../lib/provider-error-text.js';
import { unreachableHostText } from '../../lib/unreachable-host.js';

/** A check that found something wrong without an exception of the provider's: a refusal in its words, a cut stream. */
export class CheckFailed extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'CheckFailed';
  }
}

interface CheckFailure {
  http_status: number | null;
  error: string;
}

/**
 * What went wrong, in the provider's own words when it answered: the message of its error body (OpenAI's
 * `{error: {message}}`, LM Studio's `{error: "…"}`, FastAPI's `{detail}`), else its status text.
 */
export function describeCheckFailure(error: unknown, timeoutSeconds: number): CheckFailure {
  const causes = causeChain(error);
  const failed = causes.find((cause) => cause instanceof CheckFailed);
  if (failed) return { http_status: failed.status, error: failed.message };
  if (causes.some(isTimeout)) {
    return {
      http_status: null,
      error: `No answer within ${timeoutSeconds} s (SOCRATICA_AI_TIMEOUT_SECONDS).`,
    };
  }
  const call = causes.find((cause) => APICallError.isInstance(cause));
  if (call) {
    if (call.statusCode === undefined) {
      return { http_status: null, error: unreachableHostText(call.url, call) };
    }
    return {
      http_status: call.statusCode,
      error: providerText(call.responseBody) ?? (call.message.trim() || `HTTP ${call.statusCode}`),
    };
  }
  const coach = causes.find((cause) => cause instanceof CoachError);
  if (coach) return { http_status: null, error: coach.message };
  return { http_status: null, error: error instanceof Error ? error.message : String(error) };
}

/** The error and its causes, through the AI SDK's RetryError to the last attempt's error. */
function causeChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error; current !== undefined && current !== null && chain.length < 8;) {
    chain.push(current);
    current = RetryError.isInstance(current) ? current.lastError : (current as { cause?: unknown }).cause;
  }
  return chain;
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}
