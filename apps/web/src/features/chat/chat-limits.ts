// Re-declared from @socratica/contracts (CHAT_MESSAGE_MAX_LENGTH, NOTES_MAX_LENGTH, MIN_RESUME_MINUTES,
// MAX_RESUME_MINUTES): importing the contracts' values would pull zod into the page. chat-limits.test.ts checks
// that both agree.

/** The longest learner message, in characters. */
export const CHAT_MESSAGE_MAX_LENGTH = 4_000;

export const NOTES_MAX_LENGTH = 20_000;

/** Spec 1 §9: resuming a paused session needs at least this many minutes. */
export const MIN_RESUME_MINUTES = 5;

export const MAX_RESUME_MINUTES = 240;
