import type { Grade, KeyedQuestion } from './coach.js';

/**
 * DESIGN D7 grading that needs no judgement, shared by both adapters so that a choice question
 * scores the same whatever the provider. Short answers are graded elsewhere.
 */
export type { Grade };

/** A score from this mark up counts as a correct answer. */
const CORRECT_FROM = 0.7;

export const NOT_GRADED: Grade = {
  score: 0,
  correct: false,
  feedback: 'Not graded: the confidence rating records how you feel, not what you know.',
};

/** Grades choice questions and the confidence rating; null for the questions that need judgement. */
export function gradeByRule(question: KeyedQuestion, answer: string | string[]): Grade | null {
  switch (question.type) {
    case 'multiple_choice':
      return gradeMultipleChoice(question, answer);
    case 'multi_select':
      return gradeMultiSelect(question, answer);
    case 'confidence_rating':
      return NOT_GRADED;
    default:
      return null;
  }
}

export function grade(score: number, feedback: string): Grade {
  const rounded = Math.round(Math.max(0, Math.min(1, score)) * 100) / 100;
  return { score: rounded, correct: rounded >= CORRECT_FROM, feedback };
}

/** Case, spacing and Unicode forms do not make an answer wrong. */
export function sameChoice(a: string, b: string): boolean {
  const normal = (s: string) => s.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
  return normal(a) === normal(b);
}

const quoted = (options: readonly string[]) => options.map((o) => `“${o}”`).join(', ');
/** A sentence's last words and its full stop, unless a quoted sentence already ends it (“….”). */
const ending = (text: string) => (/[.!?]”$/.test(text) ? text : `${text}.`);

/** Exact match: 1 or 0. */
export function gradeMultipleChoice(question: KeyedQuestion, answer: string | string[]): Grade {
  const correct = question.key.correctOptions ?? [];
  const chosen = chosenOptions(answer, question.options);
  if (correct.length === 0) return grade(0, 'This question has no answer key, so it was not scored.');
  if (chosen.length === 0) return grade(0, `No answer given. The answer is ${ending(quoted(correct))}`);
  const right = chosen.length === 1 && correct.some((c) => sameChoice(c, chosen[0] ?? ''));
  return right
    ? grade(1, `Correct: ${ending(quoted(chosen))}`)
    : grade(0, `Not quite: you chose ${quoted(chosen)}; the answer is ${ending(quoted(correct))}`);
}

/** Partial credit: max(0, (right choices − wrong choices) / number of right options). */
export function gradeMultiSelect(question: KeyedQuestion, answer: string | string[]): Grade {
  const correct = question.key.correctOptions ?? [];
  if (correct.length === 0) return grade(0, 'This question has no answer key, so it was not scored.');
  const chosen = chosenOptions(answer, question.options);
  const right = chosen.filter((c) => correct.some((k) => sameChoice(k, c))).length;
  const wrong = chosen.length - right;
  const score = Math.max(0, (right - wrong) / correct.length);
  const wrongPart = wrong > 0 ? ` and ${wrong} that ${wrong === 1 ? 'is' : 'are'} not right` : '';
  const summary =
    right === correct.length && wrong === 0
      ? `Correct: you chose all ${correct.length} right options.`
      : `You chose ${right} of the ${correct.length} right options${wrongPart}. The right options are ${ending(quoted(correct))}`;
  return grade(score, summary);
}

/**
 * The distinct options an answer names. A list is taken as it is; a text is split at commas, but
 * an option that itself contains commas is recognised whole.
 */
export function chosenOptions(answer: string | string[], options: readonly string[]): string[] {
  const parts = Array.isArray(answer) ? answer : splitAtCommas(answer, options);
  const chosen: string[] = [];
  for (const part of parts.map((p) => p.trim()).filter(Boolean)) {
    const option = options.find((o) => sameChoice(o, part)) ?? part;
    if (!chosen.some((c) => sameChoice(c, option))) chosen.push(option);
  }
  return chosen;
}

function splitAtCommas(answer: string, options: readonly string[]): string[] {
  if (options.some((o) => sameChoice(o, answer))) return [answer];
  const segments = answer.split(',');
  const parts: string[] = [];
  for (let start = 0; start < segments.length;) {
    let end = segments.length;
    // The longest run of segments that spells an option wins; otherwise one segment is one choice.
    while (end > start + 1 && !options.some((o) => sameChoice(o, segments.slice(start, end).join(','))))
      end--;
    parts.push(segments.slice(start, end).join(','));
    start = end;
  }
  return parts;
}
