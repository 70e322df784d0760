/**
 * Told when the model failed a task (it errored, timed out, or wrote something unusable), so the offline coach
 * did it for this request (issues 26 and 38): the caller marks the result so the learner knows. The reason is
 * for the log only; it never reaches a user.
 */
export interface AnsweredOfflineHook {
  onAnsweredOffline?: (reason: string) => void;
}
