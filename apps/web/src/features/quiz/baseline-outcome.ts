import type {
  BaselineContext,
  CoachTask,
  CompleteAssessmentResponse,
  Difficulty,
} from '@socratica/contracts';

/** The baseline's answers as the tutor reads them; the rating is null when it could not be read. */
export type LearnerContext = Omit<BaselineContext, 'confidence_baseline'> & {
  confidence_baseline: number | null;
};

/** What the finished baseline tells the learner and the tutor. */
export interface BaselineOutcome {
  /** False when the server could not score the answers and the spec's fallback applies. */
  scored: boolean;
  score_percentage: number;
  difficulty_level: Difficulty;
  knowledge_gaps: string[];
  recommendations: string[];
  context: LearnerContext;
  /** The tasks the offline coach did because the model failed them (issue 38). */
  answered_offline: CoachTask[];
}

export function scoredOutcome(reply: CompleteAssessmentResponse): BaselineOutcome {
  return {
    scored: true,
    score_percentage: reply.score_percentage,
    difficulty_level: reply.difficulty_level,
    knowledge_gaps: reply.knowledge_gaps,
    recommendations: reply.recommendations,
    context: reply.context,
    answered_offline: reply.answered_offline,
  };
}

/** Spec 1 §4: if completion fails, score 0 and difficulty beginner are used. */
export function unscoredOutcome(context: LearnerContext): BaselineOutcome {
  return {
    scored: false,
    score_percentage: 0,
    difficulty_level: 'beginner',
    knowledge_gaps: [],
    recommendations: [],
    context,
    answered_offline: [],
  };
}
