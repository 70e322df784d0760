import { MAX_RESUME_MINUTES, MIN_RESUME_MINUTES } from './chat-limits';

/** Spec 1 §5, word for word. */
export const RESUME_MINUTES_INVALID = 'Please enter a valid number of minutes (minimum 5).';
export const RESUME_MINUTES_TOO_MANY = `You can resume for at most ${MAX_RESUME_MINUTES} minutes.`;

export type ResumeMinutesCheck = { minutes: number; problem: null } | { minutes: null; problem: string };

/** What the learner typed in "How many minutes do you have?": a number of at least 5, or why not. */
export function checkResumeMinutes(typed: string): ResumeMinutesCheck {
  const text = typed.trim();
  // Number() would also accept '', '0x10' and '1e2'; a person types digits.
  const minutes = /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
  if (!(minutes >= MIN_RESUME_MINUTES)) return { minutes: null, problem: RESUME_MINUTES_INVALID };
  if (minutes > MAX_RESUME_MINUTES) return { minutes: null, problem: RESUME_MINUTES_TOO_MANY };
  return { minutes, problem: null };
}

/**
 * The minutes the resume dialog suggests: what was left of the session's chat time when it was paused, in
 * whole minutes rounded up, within the minutes a resume allows. Empty when the time left is not known.
 */
export function suggestedResumeMinutes(remainingSeconds: number | undefined): string {
  if (remainingSeconds === undefined) return '';
  const minutes = Math.ceil(Math.max(0, remainingSeconds) / 60);
  return String(Math.min(MAX_RESUME_MINUTES, Math.max(MIN_RESUME_MINUTES, minutes)));
}
