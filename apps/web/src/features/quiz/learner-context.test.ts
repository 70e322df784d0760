import { describe, expect, it } from 'vitest';
import { baselineQuestions } from '../../testing/assessments';
import { learnerContextFromAnswers } from './learner-context';

describe('learnerContextFromAnswers', () => {
  it('reads answers 1 to 5 into their context fields', () => {
    expect(
      learnerContextFromAnswers(baselineQuestions, {
        q1: 'Know the basics',
        q2: 'Neap tides',
        q3: 'Diagrams',
        q4: 'Teach my class',
        q5: '6',
      }),
    ).toEqual({
      experience_level: 'Know the basics',
      learning_focus: 'Neap tides',
      learning_preferences: 'Diagrams',
      success_criteria: 'Teach my class',
      confidence_baseline: 6,
    });
  });

  it('falls back to the fixed order when questions do not name their field, and joins choices', () => {
    const unnamed = baselineQuestions.map((question) => ({ ...question, context_field: null }));

    expect(
      learnerContextFromAnswers(unnamed, { q1: 'Novice', q3: ['Examples', 'Diagrams'], q5: 'lots' }),
    ).toEqual({
      experience_level: 'Novice',
      learning_focus: '',
      learning_preferences: 'Examples, Diagrams',
      success_criteria: '',
      confidence_baseline: null,
    });
  });
});
