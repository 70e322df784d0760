import { ApiError, errorText } from '../../../lib/api-error';

/** Spec 2 §8: "Failed to process report: {status} {text}", the text being the server's detail. */
export function reviewFailureText(error: unknown): string {
  const why =
    error instanceof ApiError
      ? [error.status, error.detail].filter((part) => part !== undefined).join(' ')
      : errorText(error);
  return `Failed to process report: ${why}`;
}
