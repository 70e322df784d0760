/** What a learner gave for one question: text, one choice, a rating, or the choices of a multi-select. */
export type Answer = string | string[];

/** Spec 1 §5: empty text or an empty selection counts as unanswered. */
export function isAnswered(answer: Answer | undefined): boolean {
  if (answer === undefined) return false;
  if (Array.isArray(answer)) return answer.some((choice) => choice.trim() !== '');
  return answer.trim() !== '';
}

/** Spec 1 §3: a saved response joins several choices with a comma and a space. */
export function answerText(answer: Answer | undefined): string {
  if (answer === undefined) return '';
  return Array.isArray(answer) ? answer.join(', ') : answer;
}
