import type { Difficulty, Question, StartAssessmentResponse } from '@socratica/contracts';
import { loadUnexpired, removeStored, saveWithExpiry } from '../../lib/storage';
import type { BaselineOutcome } from './baseline-outcome';

const CONTEXT_KEY = 'socratica.assessment_context';
// Spec 1 §9: what the app saves in the browser expires after 5 days; the server keeps the session (D9).
const CONTEXT_TTL_MS = 5 * 24 * 60 * 60 * 1000;

/** Spec 1 §3: a saved response, with several choices joined by a comma and a space. */
export interface SavedResponse {
  question_number: number;
  question_text: string;
  user_answer: string;
  time_spent: number;
}

/** Spec 1 §3: what the chat needs to know about the learner's baseline. */
export interface AssessmentContext {
  session_id: number;
  topic: string;
  available_time_minutes: number;
  chat_learning_time_minutes: number;
  post_assessment_time_minutes: number;
  baseline_responses: SavedResponse[];
  baseline_questions: Question[];
  /** Answer 1. */
  experience_level: string;
  /** Answer 2. */
  learning_focus: string;
  /** Answer 3. */
  learning_preferences: string;
  /** Answer 4. */
  success_criteria: string;
  /** Answer 5: 1 to 10, shown as x/10; null when the rating could not be read. */
  confidence_baseline: number | null;
  score_percentage: number;
  difficulty_level: Difficulty;
  assessment_type: 'pre_assessment_baseline';
  knowledge_gaps: string[];
  recommendations: string[];
}

export function buildAssessmentContext(
  session: StartAssessmentResponse,
  responses: SavedResponse[],
  outcome: BaselineOutcome,
): AssessmentContext {
  return {
    session_id: session.session_id,
    topic: session.topic,
    available_time_minutes: session.time_allocation.total_minutes,
    chat_learning_time_minutes: session.time_allocation.chat_learning_minutes,
    post_assessment_time_minutes: session.time_allocation.post_assessment_minutes,
    baseline_responses: responses,
    baseline_questions: session.assessment.questions,
    ...outcome.context,
    score_percentage: outcome.score_percentage,
    difficulty_level: outcome.difficulty_level,
    assessment_type: 'pre_assessment_baseline',
    knowledge_gaps: outcome.knowledge_gaps,
    recommendations: outcome.recommendations,
  };
}

export function saveAssessmentContext(context: AssessmentContext): void {
  saveWithExpiry(CONTEXT_KEY, context, CONTEXT_TTL_MS);
}

/** For the chat page: the context of the last completed baseline, or null. */
export function loadAssessmentContext(): AssessmentContext | null {
  return loadUnexpired<AssessmentContext>(CONTEXT_KEY);
}

export function clearAssessmentContext(): void {
  removeStored(CONTEXT_KEY);
}
