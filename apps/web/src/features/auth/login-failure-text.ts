import { ApiError, NetworkError } from '../../lib/api-error';

/** The texts of spec 1 §8 for a failed sign-in. */
export function loginFailureText(error: unknown): string {
  if (error instanceof NetworkError) return 'Network error. Please try again.';
  if (error instanceof ApiError && error.detail) return error.detail;
  return 'Login failed. Please check your credentials.';
}
