// Re-declared from @socratica/contracts (DEFAULT_POST_RESPONSE_SECONDS) to keep zod out of the page.
/** Spec 1 §9: the time spent on a post-assessment answer when none was measured. */
export const DEFAULT_POST_RESPONSE_SECONDS = 30;
