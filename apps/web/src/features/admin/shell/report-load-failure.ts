import { useEffect } from 'react';
import { ApiError, errorText } from '../../../lib/api-error';
import { useAdminBanner } from './admin-banner';

/**
 * Spec 2 §8: "Failed to load …" when the server answered with a failure, "Error loading …" when no answer
 * came at all (offline, refused connection).
 */
export function loadFailureText(error: unknown, what: string): string {
  return error instanceof ApiError ? `Failed to load ${what}` : `Error loading ${what}`;
}

/** Shows a list's load failure in the panel's banner, once per failure. */
export function useLoadFailureBanner(error: unknown, what: string): void {
  const banner = useAdminBanner();
  useEffect(() => {
    if (error) banner.show(loadFailureText(error, what));
  }, [banner, error, what]);
}

/** A refused create, update or delete: the spec's sentence, then the server's detail when it gave one. */
export function changeFailureText(failure: string, error: unknown): string {
  const detail = error instanceof ApiError ? error.detail : errorText(error);
  return detail ? `${failure}: ${detail}` : failure;
}
