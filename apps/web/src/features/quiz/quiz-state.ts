import type { StartAssessmentResponse } from '@socratica/contracts';
import type { Answer } from '../../components/questions/answer';
import type { BaselineOutcome } from './baseline-outcome';
import type { QuizStep } from './quiz-steps';

export interface QuizState {
  /** A QuizStep, or anything else restored from an older version, which the page reports as unknown. */
  step: QuizStep | (string & {});
  /** The chosen minutes, ascending. */
  times: number[];
  topic: string;
  session: StartAssessmentResponse | null;
  /** Baseline answers by question id. */
  answers: Record<string, Answer>;
  outcome: BaselineOutcome | null;
  /** Step changes so far: after the first, each new step takes the focus. */
  moves: number;
}

export type QuizAction =
  | { type: 'times_changed'; times: number[] }
  | { type: 'topic_changed'; topic: string }
  | { type: 'went_to'; step: 'time' | 'topic' }
  | { type: 'session_started'; session: StartAssessmentResponse }
  | { type: 'answered'; questionId: string; answer: Answer }
  | { type: 'baseline_completed'; outcome: BaselineOutcome }
  | { type: 'knowledge_check_done' }
  | { type: 'started_over' };

export function initialQuizState(topic = ''): QuizState {
  return { step: 'time', times: [], topic, session: null, answers: {}, outcome: null, moves: 0 };
}

export function quizReducer(state: QuizState, action: QuizAction): QuizState {
  switch (action.type) {
    case 'times_changed':
      return { ...state, times: [...action.times].sort((a, b) => a - b) };
    case 'topic_changed':
      return { ...state, topic: action.topic };
    case 'went_to':
      return { ...state, step: action.step, moves: state.moves + 1 };
    case 'session_started':
      return {
        ...state,
        step: 'pre_assessment',
        session: action.session,
        answers: {},
        outcome: null,
        moves: state.moves + 1,
      };
    case 'answered':
      return { ...state, answers: { ...state.answers, [action.questionId]: action.answer } };
    case 'baseline_completed':
      return { ...state, step: 'knowledge_check', outcome: action.outcome, moves: state.moves + 1 };
    case 'knowledge_check_done':
      return { ...state, step: 'ready_for_chat', moves: state.moves + 1 };
    case 'started_over':
      return { ...initialQuizState(), moves: state.moves + 1 };
  }
}

/**
 * Progress restored after a reload. Only the outline is checked: a missing session or an unknown step is
 * kept as it is, so that the page can say so and offer to start over instead of silently resetting.
 */
export function restoreQuizState(stored: unknown): QuizState | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const value = stored as Partial<Record<keyof QuizState, unknown>>;
  if (
    typeof value.step !== 'string' ||
    typeof value.topic !== 'string' ||
    !Array.isArray(value.times) ||
    !value.times.every((time) => typeof time === 'number')
  ) {
    return null;
  }
  return {
    step: value.step,
    times: value.times,
    topic: value.topic,
    session: isObject(value.session) ? (value.session as unknown as StartAssessmentResponse) : null,
    answers: isObject(value.answers) ? (value.answers as Record<string, Answer>) : {},
    outcome: isObject(value.outcome) ? (value.outcome as unknown as BaselineOutcome) : null,
    moves: 0,
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
