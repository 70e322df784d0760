/**
 * The question asked before the post-assessment starts while chat time is left (issue 38): the test is timed
 * and ends the chat, so one tap should not throw away minutes the learner planned to use. It counts the whole
 * minutes left, as the clock beside it shows them (10:22 is "10 minutes", never "11"), and under a minute says
 * "less than a minute". Null once the time is up: nothing to lose.
 */
export function earlyPostAssessmentQuestion(remainingSeconds: number): string | null {
  if (remainingSeconds <= 0) return null;
  const minutes = Math.floor(remainingSeconds / 60);
  const left = minutes === 0 ? 'less than a minute' : `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  return `You still have ${left} of chat. Start the timed post-assessment now?`;
}
