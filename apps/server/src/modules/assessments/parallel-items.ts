import type { KeyedQuestion } from '../../coach/coach.js';
import type { StoredKeyedQuestion, StoredPreCheck } from '../../db/schema/index.js';

/**
 * The post-assessment with the pre-check's parallel items first (issue 40), in the place of as many of the
 * coach's scored items: its length, and so its time, stays what the session's plan gave it. A coach item on
 * a pre-check statement, or with a pre-check item's wording, is dropped: the pre-check's item is never asked
 * again, and its statement is tested by its parallel alone. The confidence rating stays last.
 */
export function withParallelItems(
  questions: readonly KeyedQuestion[],
  preCheck: StoredPreCheck | null,
): KeyedQuestion[] {
  if (preCheck?.outcome !== 'answered' || preCheck.parallels.length === 0) return [...questions];
  const statements = new Set(preCheck.questions.flatMap((q) => q.key.statement ?? []));
  const texts = new Set(preCheck.questions.map((q) => q.text));
  const rating = questions.filter((q) => q.type === 'confidence_rating');
  const scored = questions.filter((q) => q.type !== 'confidence_rating');
  const others = scored.filter(
    (q) => !texts.has(q.text) && !(q.key.statement && statements.has(q.key.statement)),
  );
  const kept = [...preCheck.parallels, ...others].slice(
    0,
    Math.max(scored.length, preCheck.parallels.length),
  );
  return [...kept, ...rating].map((q, index) => ({ ...q, id: `p${index + 1}` }));
}

/** The post-assessment's items that parallel the pre-check's, in the pre-check's order, by their statement. */
export function parallelItemsOf(
  preCheck: StoredPreCheck,
  postQuestions: readonly StoredKeyedQuestion[],
): StoredKeyedQuestion[] {
  const statements = new Set(preCheck.parallels.map((p) => p.key.statement));
  return postQuestions.filter(
    (q) =>
      q.key.pattern === 'sentence-choice' && q.key.statement !== undefined && statements.has(q.key.statement),
  );
}
