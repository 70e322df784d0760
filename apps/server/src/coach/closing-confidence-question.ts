import type { KeyedQuestion } from './coach.js';
import { topicSubject } from './topic-phrasing.js';

/** D7: every post-assessment ends with this, to measure confidence growth against the baseline. */
export function closingConfidenceQuestion(topic: string, id: string): KeyedQuestion {
  return {
    id,
    text: `Now that the session is over, how confident do you feel about ${topicSubject(topic)}, from 1 to 10?`,
    type: 'confidence_rating',
    purpose: 'Measures how your confidence changed since the baseline.',
    options: [],
    learning_objective: null,
    bloom_level: null,
    context_field: null,
    scale: { min: 1, max: 10 },
    key: {},
  };
}

/** D7: from 3 to 10 questions, the last of them the confidence rating. */
export function postAssessmentSize(requested: number): number {
  return Number.isFinite(requested) ? Math.max(3, Math.min(10, Math.round(requested))) : 3;
}
