import type { LearningGains } from '@socratica/contracts';
import { roundToTenth } from './round-to-tenth.js';

/** D7: the improvement, and the normalized gain (post − pre) / (100 − pre), undefined when pre is 100. */
export function learningGains(
  pre: number,
  post: number,
  confidencePre: number | null,
  confidencePost: number | null,
): LearningGains {
  return {
    pre_score: roundToTenth(pre),
    post_score: roundToTenth(post),
    improvement: roundToTenth(post - pre),
    normalized_gain: pre >= 100 ? null : Math.round(((post - pre) / (100 - pre)) * 1000) / 1000,
    confidence_pre: confidencePre,
    confidence_post: confidencePost,
    confidence_growth:
      confidencePre !== null && confidencePost !== null ? confidencePost - confidencePre : null,
  };
}
