import { useEffect } from 'react';
import { ApiError, NetworkError } from '../../../lib/api-error';
import { useAdminBanner } from './admin-banner';

/**
 * Spec 2 §8 for a list that did not load: "Failed to load {what}" when the server answered with an error,
 * "Error loading {what}" when no answer came (offline, refused connection, an unreadable reply).
 */
export function loadFailureText(what: string, error: unknown): string {
  return error instanceof ApiError ? `Failed to load ${what}` : `Error loading ${what}`;
}

/** Shows a list's load failure in the panel's banner, once per failure, for lists read outside useAdminQuery. */
export function useLoadFailureBanner(what: string, error: unknown): void {
  const banner = useAdminBanner();
  useEffect(() => {
    if (error) banner.show(loadFailureText(what, error));
  }, [banner, error, what]);
}

/**
 * Spec 2 §8 for a refused create, update or delete: the spec's sentence ("Failed to create user"), then the
 * server's own detail when it gave one, so the admin learns what to change.
 */
export function actionFailureText(failure: string, error: unknown): string {
  if (error instanceof ApiError && error.detail) return `${failure}: ${error.detail}`;
  if (error instanceof NetworkError) return `${failure}: Network error. Please try again.`;
  return failure;
}

/** Spec 2 §8's "{status} {text}" form, as the audit log's and the report action's errors quote it. */
export function statusFailureText(failure: string, error: unknown): string {
  if (error instanceof ApiError) {
    return `${failure}: ${error.status} ${error.detail ?? error.statusText}`.trimEnd();
  }
  return actionFailureText(failure, error);
}
