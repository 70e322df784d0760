import type { LearningGains } from '@socratica/contracts';

/** What the post-assessment page hands to the report through the router, to show the fresh result first. */
export interface ReportLocationState {
  learningGains: LearningGains;
}

export function reportStateFor(learningGains: LearningGains): ReportLocationState {
  return { learningGains };
}

/** The learning gains passed along, or null: history state may come from anywhere (an old tab, a reload). */
export function learningGainsFrom(state: unknown): LearningGains | null {
  if (typeof state !== 'object' || state === null || !('learningGains' in state)) return null;
  const gains = state.learningGains;
  if (
    typeof gains === 'object' &&
    gains !== null &&
    'pre_score' in gains &&
    'post_score' in gains &&
    'improvement' in gains &&
    typeof gains.pre_score === 'number' &&
    typeof gains.post_score === 'number' &&
    typeof gains.improvement === 'number'
  ) {
    return gains as LearningGains;
  }
  return null;
}
