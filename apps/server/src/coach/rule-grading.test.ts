import { describe, expect, it } from 'vitest';
import type { KeyedQuestion } from './coach.js';
import {
  chosenOptions,
  gradeByRule,
  gradeMultipleChoice,
  gradeMultiSelect,
  NOT_GRADED,
} from './rule-grading.js';

function question(type: KeyedQuestion['type'], options: string[], correctOptions: string[]): KeyedQuestion {
  return {
    id: 'p1',
    text: 'Which?',
    type,
    purpose: '',
    options,
    learning_objective: 'Recall',
    bloom_level: 'remember',
    context_field: null,
    scale: null,
    key: { correctOptions },
  };
}

describe('multiple choice: exact match', () => {
  const q = question(
    'multiple_choice',
    ['Calvin cycle', 'Plate tectonics', 'Binary search'],
    ['Calvin cycle'],
  );

  it('scores 1 for the right option, without regard to case or spacing', () => {
    for (const answer of ['Calvin cycle', '  calvin   CYCLE ', ['Calvin cycle']]) {
      expect(gradeMultipleChoice(q, answer)).toMatchObject({ score: 1, correct: true });
    }
  });

  it('scores 0 for a wrong, an empty or a double answer, and names the right one', () => {
    const wrong = gradeMultipleChoice(q, 'Binary search');
    expect(wrong).toMatchObject({ score: 0, correct: false });
    expect(wrong.feedback).toContain('“Calvin cycle”');
    expect(gradeMultipleChoice(q, '')).toMatchObject({ score: 0, correct: false });
    expect(gradeMultipleChoice(q, ['Calvin cycle', 'Binary search'])).toMatchObject({ score: 0 });
  });

  it('ends its feedback once when the answer is a quoted sentence', () => {
    const sentence = 'Marie Antoinette was the last queen of France.';
    const choice = question(
      'multiple_choice',
      [sentence, 'Marie Antoinette was the last debt of France.'],
      [sentence],
    );
    expect(gradeMultipleChoice(choice, 'Marie Antoinette was the last debt of France.').feedback).toBe(
      `Not quite: you chose “Marie Antoinette was the last debt of France.”; the answer is “${sentence}”`,
    );
    expect(gradeMultipleChoice(q, 'Binary search').feedback).toMatch(/the answer is “Calvin cycle”\.$/);
  });
});

describe('multi-select: max(0, (right − wrong) / number right)', () => {
  const q = question('multi_select', ['A', 'B', 'C', 'D', 'E'], ['A', 'B', 'C']);

  it.each([
    [['A', 'B', 'C'], 1, true],
    [['A', 'B'], 0.67, false],
    [['A', 'B', 'C', 'D'], 0.67, false],
    [['A', 'D'], 0, false],
    [['D', 'E'], 0, false],
    [[], 0, false],
    [['a', 'A', ' b '], 0.67, false],
  ] as const)('%j scores %d', (answer, score, correct) => {
    expect(gradeMultiSelect(q, [...answer])).toMatchObject({ score, correct });
  });

  it('reads a comma-separated text as the list of choices', () => {
    expect(gradeMultiSelect(q, 'A, B, C')).toMatchObject({ score: 1, correct: true });
  });

  it('recognises an option that itself contains commas', () => {
    const commas = question(
      'multi_select',
      ['Salt, fat, acid, heat', 'Knife skills', 'Plating'],
      ['Salt, fat, acid, heat'],
    );
    expect(chosenOptions('Salt, fat, acid, heat, Plating', commas.options)).toEqual([
      'Salt, fat, acid, heat',
      'Plating',
    ]);
    expect(gradeMultiSelect(commas, 'salt, fat, acid, heat')).toMatchObject({ score: 1 });
  });

  it('says what was right and wrong', () => {
    expect(gradeMultiSelect(q, ['A', 'D']).feedback).toBe(
      'You chose 1 of the 3 right options and 1 that is not right. The right options are “A”, “B”, “C”.',
    );
  });
});

describe('gradeByRule', () => {
  it('does not grade the confidence rating', () => {
    expect(gradeByRule({ ...question('confidence_rating', [], []), key: {} }, '8')).toEqual(NOT_GRADED);
  });

  it('leaves short answers to judgement', () => {
    expect(gradeByRule({ ...question('short_answer', [], []), key: { keyConcepts: ['x'] } }, 'x')).toBeNull();
  });

  it('does not reward a question without a key', () => {
    expect(gradeByRule(question('multiple_choice', ['A', 'B'], []), 'A')).toMatchObject({ score: 0 });
  });
});
