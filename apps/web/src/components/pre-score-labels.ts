import type { PreScoreKind } from '@socratica/contracts';

/**
 * How a pre score is named wherever it is shown. A self-estimate comes from the learner's own
 * knowledge-level and confidence answers, not from a test, so it is never called a score as if
 * tested, and a change measured from it says that it starts from a self-estimate.
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
      pre: 'Pre-assessment self-estimate',
      preNote: 'From your own knowledge-level and confidence answers, not from a test.',
      preShort: 'Self-estimate',
      improvement: 'Change from your self-estimate',
      improvementNote:
        'Post-assessment score minus your self-estimate: a tested score against your own rating, not two tests.',
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
