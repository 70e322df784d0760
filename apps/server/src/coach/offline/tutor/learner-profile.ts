import type { BaselineContext, Difficulty } from '@socratica/contracts';
import { MAX_AIM_WORDS, quotable } from './learner-words.js';

/** How the baseline answers shape the tutor's wording. */
export interface LearnerProfile {
  /** Plain words and shorter questions for a beginner. */
  register: Register;
  /** The way of learning they asked for, when it calls for a particular kind of question. */
  style: LearningStyle | null;
  /** Low starting confidence: acknowledgements encourage rather than just note. */
  needsEncouragement: boolean;
  /** Their focus and goal, quotable; empty when they gave none. */
  focus: string;
  goal: string;
}

export type Register = 'simple' | 'standard';
export type LearningStyle = 'visual' | 'examples' | 'hands_on' | 'stepwise';

const ENCOURAGE_AT_OR_BELOW = 4;

export function readLearnerProfile(baseline: BaselineContext, difficulty: Difficulty): LearnerProfile {
  return {
    register:
      difficulty === 'beginner' ||
      /\b(?:new to|never|no experience|beginner)\b/i.test(baseline.experience_level)
        ? 'simple'
        : 'standard',
    style: learningStyle(baseline.learning_preferences),
    needsEncouragement: baseline.confidence_baseline <= ENCOURAGE_AT_OR_BELOW,
    focus: quotable(baseline.learning_focus, MAX_AIM_WORDS),
    goal: quotable(baseline.success_criteria, MAX_AIM_WORDS),
  };
}

/**
 * By keyword, so that both the built-in options ("Examples and analogies") and a model's own
 * wording ("Seeing diagrams") are understood. Visual comes first: "visual examples" wants a picture.
 * "Questions that make me think it through" needs no special wording: it is what the tutor does.
 */
function learningStyle(preference: string): LearningStyle | null {
  if (/visual|picture|diagram|draw|sketch|image|video|\bseeing\b/i.test(preference)) return 'visual';
  if (/hands|practi|exercise|doing|project|try/i.test(preference)) return 'hands_on';
  if (/example|analog|stor(?:y|ies)|case/i.test(preference)) return 'examples';
  if (/step|structur|walk/i.test(preference)) return 'stepwise';
  return null;
}
