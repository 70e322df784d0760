import { describe, expect, it } from 'vitest';
import { startedSession } from '../../testing/assessments';
import { unscoredOutcome } from './baseline-outcome';
import { initialQuizState, quizReducer, restoreQuizState } from './quiz-state';

describe('quizReducer', () => {
  it('walks time → topic → pre_assessment → knowledge_check → ready_for_chat, counting the moves', () => {
    let state = initialQuizState();
    state = quizReducer(state, { type: 'times_changed', times: [30, 15] });
    expect(state.times).toEqual([15, 30]);
    state = quizReducer(state, { type: 'went_to', step: 'topic' });
    expect(state.step).toBe('topic');
    state = quizReducer(state, { type: 'session_started', session: startedSession });
    expect(state.step).toBe('pre_assessment');
    state = quizReducer(state, { type: 'answered', questionId: 'q1', answer: 'Know the basics' });
    expect(state.answers).toEqual({ q1: 'Know the basics' });
    const outcome = unscoredOutcome({
      experience_level: '',
      learning_focus: '',
      learning_preferences: '',
      success_criteria: '',
      confidence_baseline: null,
    });
    state = quizReducer(state, { type: 'baseline_completed', outcome });
    expect(state.step).toBe('knowledge_check');
    expect(state.outcome).toBe(outcome);
    state = quizReducer(state, { type: 'knowledge_check_done' });
    expect(state.step).toBe('ready_for_chat');
    expect(state.moves).toBe(4);
  });

  it('starts over from scratch', () => {
    const busy = { ...initialQuizState(), step: 'pre_assessment', times: [5], topic: 'Tides', moves: 2 };

    expect(quizReducer(busy, { type: 'started_over' })).toEqual({ ...initialQuizState(), moves: 3 });
  });
});

describe('restoreQuizState', () => {
  it('keeps an unknown step and a missing session, so the page can say so', () => {
    expect(restoreQuizState({ step: 'celebration', times: [15], topic: 'Tides' })).toMatchObject({
      step: 'celebration',
      session: null,
      answers: {},
      outcome: null,
      moves: 0,
    });
  });

  it.each([null, 'text', { step: 3, times: [], topic: '' }, { step: 'time', times: ['5'], topic: '' }])(
    'ignores a value that is not quiz progress: %j',
    (stored) => {
      expect(restoreQuizState(stored)).toBeNull();
    },
  );
});
