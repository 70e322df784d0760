// What the tutor says about the session's time, as stored messages: they stay in the history like any reply.

/** Spec 1 §4: when the chat time runs out. The page shows its three choices under it while it is the newest. */
export const TIMES_UP_MESSAGE =
  "Time's up! Your learning time for this session is over. You can take the post-assessment to see " +
  'what you learned, keep chatting a little longer, or save the session and resume it later.';

/**
 * The tutor's first words after a resume. It quotes no learner text, so it reads well whatever the topic, and it
 * ends with a question, so the learner knows the turn is theirs.
 */
export function welcomeBackMessage(minutes: number): string {
  const amount = Number.isInteger(minutes) ? String(minutes) : minutes.toFixed(1);
  return (
    `Welcome back! You have ${amount} more ${minutes === 1 ? 'minute' : 'minutes'} for this session. ` +
    'Before we go on: what do you remember from where we left off, in your own words?'
  );
}
