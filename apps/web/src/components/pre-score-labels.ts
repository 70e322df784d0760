import type { PreScoreKind } from '@socratica/contracts';

/**
 * How a pre score is named wherever it is shown. A self-estimate comes from the learner's own
 * knowledge-level and confidence answers, not from a test, so it is called a self-rating everywhere,
 * and a change measured from it says that it is not a tested improvement.
 */
export interface PreScoreLabels {
  pre: string;
  preNote: string | undefined;
  /** For a chart bar or a sentence: short. */
  preShort: string;
  improvement: string;
  improvementNote: string;
}

export function preScoreLabels(kind: PreScoreKind): PreScoreLabels {
  if (kind === 'self_estimate') {
    return {
      pre: 'Self-rated starting level',
      preNote: 'From your own knowledge-level and confidence answers: a self-rating, not a test score.',
      preShort: 'Self-rating',
      improvement: 'Post-assessment against your self-rating',
      improvementNote:
        'Your tested score minus your own starting rating: not a tested improvement, since only the post-assessment is a test.',
    };
  }
  return {
    pre: 'Pre-assessment score',
    preNote: undefined,
    preShort: 'Pre-assessment',
    improvement: 'Improvement',
    improvementNote: 'Post-assessment score minus pre-assessment score.',
  };
}
