/**
 * The question asked before the post-assessment starts while chat time is left (issue 38): the test is timed
 * and ends the chat, so one tap should not throw away minutes the learner planned to use. Whole minutes are
 * rounded up, so 30 seconds left is "1 minute", never "0 minutes". Null once the time is up: nothing to lose.
 */
export function earlyPostAssessmentQuestion(remainingSeconds: number): string | null {
  if (remainingSeconds <= 0) return null;
  const minutes = Math.ceil(remainingSeconds / 60);
  return `You still have ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} of chat. Start the timed post-assessment now?`;
}
