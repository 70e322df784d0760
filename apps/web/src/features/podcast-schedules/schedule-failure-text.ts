import { ApiError } from '../../lib/api-error';

/** Spec 2 §8's sentences for the Schedule tab, word for word. */
export const SCHEDULE_FAILURES = {
  load: 'Failed to load podcast schedules. Please try again.',
  create: 'Failed to create schedule. Please try again.',
  update: 'Failed to update schedule. Please try again.',
  toggle: 'Failed to toggle schedule. Please try again.',
  delete: 'Failed to delete schedule. Please try again.',
  /** Not in the spec: a failed run's Retry (issue 14 §4). */
  retry: 'Failed to retry the generation. Please try again.',
} as const;

/** Spec 2 §8: after Generate Now's server message, where the episode is. */
export const GENERATION_RUNS_IN_BACKGROUND =
  'The episode is generated in the background; check back in a few minutes.';

/** The server's own sentence about a refusal (a learner's cap, a date in the past), when it gave one. */
export function serverDetail(error: unknown): string | undefined {
  return error instanceof ApiError ? error.detail : undefined;
}

/**
 * A refused create or update, in its form: the server's detail when it gave one, since it says what to
 * change; otherwise the spec's sentence.
 */
export function formFailureText(failure: string, error: unknown): string {
  return serverDetail(error) ?? failure;
}

/**
 * Spec 2 §5 and §8 for Generate Now: a run already going is said in the spec's own words; any other failure
 * is "Failed to generate podcast: {message}", the message being the server's detail, "Server error (status):
 * text" when its answer had none, or what went wrong on the way ("Invalid response format", "Network error").
 */
export function generateNowFailureText(error: unknown): string {
  return `Failed to generate podcast: ${generateNowProblem(error)}`;
}

/** The 409 of a second Generate Now while one runs: its alert is the spec's sentence alone. */
export function isGenerationInProgress(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}

function generateNowProblem(error: unknown): string {
  if (error instanceof ApiError) {
    return error.detail ?? `Server error (${error.status}): ${error.statusText}`.replace(/: $/, '');
  }
  return error instanceof Error ? error.message : 'Unknown error';
}
