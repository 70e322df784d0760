// Re-declared from @socratica/contracts (TIME_OPTIONS, TOPIC_MAX_LENGTH, DEFAULT_RESPONSE_SECONDS): importing
// the contracts' values would pull zod into the page. quiz-limits.test.ts checks that both agree.

/** Spec 1 §9: the time options in minutes; the learner may pick several, and the largest is the session. */
export const TIME_OPTIONS = [5, 15, 30, 45, 60] as const;

export const TOPIC_MAX_LENGTH = 200;

/** Spec 1 §9: the time spent on an answer when none was measured. */
export const DEFAULT_RESPONSE_SECONDS = 60;
