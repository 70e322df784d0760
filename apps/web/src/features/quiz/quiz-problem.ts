import { SESSION_NOT_FOUND } from './quiz-messages';
import type { QuizState } from './quiz-state';
import { journeyIndex } from './quiz-steps';

const UNKNOWN_STEP = 'This step of the quiz does not exist. Start over to begin again.';

/** Why the quiz cannot show its current step, or null when it can. */
export function quizProblem(state: QuizState): string | null {
  if (journeyIndex(state.step) === null) return UNKNOWN_STEP;
  if (state.step === 'pre_assessment' && !state.session) return SESSION_NOT_FOUND;
  if (state.step === 'ready_for_chat' && (!state.session || !state.outcome)) return SESSION_NOT_FOUND;
  return null;
}
