import type { LearningGains, PreScoreKind } from '@socratica/contracts';
import type { StoredLearningGains } from '../../db/schema/index.js';
import { roundToTenth } from './round-to-tenth.js';

/**
 * Every baseline score is a self-estimate: both coaches score D5's five questions, which ask for a
 * knowledge level, a confidence rating and wishes, by the formula of coach/baseline-score.ts; none
 * of them is a question that can be marked right or wrong.
 */
export const BASELINE_SCORE_KIND: PreScoreKind = 'self_estimate';

/** D7: the improvement, and the normalized gain (post − pre) / (100 − pre), undefined when pre is 100. */
export function learningGains(
  pre: number,
  post: number,
  confidencePre: number | null,
  confidencePost: number | null,
): LearningGains {
  return {
    pre_score: roundToTenth(pre),
    pre_score_kind: BASELINE_SCORE_KIND,
    post_score: roundToTenth(post),
    improvement: roundToTenth(post - pre),
    normalized_gain: pre >= 100 ? null : Math.round(((post - pre) / (100 - pre)) * 1000) / 1000,
    confidence_pre: confidencePre,
    confidence_post: confidencePost,
    confidence_growth:
      confidencePre !== null && confidencePost !== null ? confidencePost - confidencePre : null,
  };
}

/** Gains stored before their pre score's kind was recorded came from the same self-rated baseline. */
export function storedLearningGains(stored: StoredLearningGains): LearningGains {
  return { ...stored, pre_score_kind: stored.pre_score_kind ?? BASELINE_SCORE_KIND };
}
