import { describe, expect, it } from 'vitest';
import type { KeyedQuestion } from '../../coach.js';
import { gradeShortAnswer } from '../short-answer-grading.js';
import { readArithmeticClaims } from './arithmetic-claims.js';

/** Written answers whose arithmetic is said in words, marked by value against the key's (issue 37). */
function itemKeyed(key: string): KeyedQuestion {
  return {
    id: 'triple',
    text: 'Is 6, 8 and 10 a Pythagorean triple? Explain.',
    type: 'short_answer',
    purpose: 'Checks the idea in your own words.',
    options: [],
    learning_objective: 'Recognise a Pythagorean triple.',
    bloom_level: 'apply',
    context_field: null,
    scale: null,
    key: { modelAnswer: key, acceptedAnswer: key, source: 'knowledge_base', keyConcepts: [] },
  };
}

const KEY = 'Yes, because 6, 8 and 10 is the triple 3, 4 and 5 multiplied by 2, and 36 plus 64 equals 100.';

describe('arithmetic said in words', () => {
  it.each([
    ['6 squared is 36', '6 × 6 = 36', true],
    ['2 cubed is 8', '2 × 2 × 2 = 8', true],
    ['5 doubled makes 10', '5 × 2 = 10', true],
    ['10 halved is 4', '10 ÷ 2 = 4', false],
    ['1/2 squared is 1/4', '1/2 × 1/2 = 1/4', true],
  ])('reads “%s” as %s', (text, statement, holds) => {
    expect(readArithmeticClaims(text)).toMatchObject([{ statement, holds }]);
  });

  it('leaves a product word after something other than a number alone', () => {
    expect(readArithmeticClaims('x squared is 9')).toEqual([]);
  });
});

describe('marking a written answer’s arithmetic by value', () => {
  it('credits the key’s sum said as squares, and names the calculation as the learner’s', async () => {
    const graded = await gradeShortAnswer(
      itemKeyed(KEY),
      'Yes. It is 3, 4, 5 doubled, and 6 squared plus 8 squared is 100, which is 10 squared.',
    );
    expect(graded.score).toBe(1);
    expect(graded.feedback).toContain('“equals” (as “6 × 6 + 8 × 8 = 100”)');
    expect(graded.feedback).toContain('“multiplied” (as “doubled”)');
  });

  it('does not take another sum with the same result for the key’s', async () => {
    const graded = await gradeShortAnswer(itemKeyed(KEY), 'Yes, since 50 plus 50 is 100.');
    expect(graded.score).toBe(0);
  });

  it('gives nothing for a calculation that does not hold, and shows its value', async () => {
    const graded = await gradeShortAnswer(
      itemKeyed(KEY),
      'Yes. It is 3, 4, 5 doubled, and 6 squared plus 8 squared is 110.',
    );
    expect(graded).toMatchObject({ score: 0, correct: false });
    expect(graded.feedback).toContain('Your answer says “6 × 6 + 8 × 8 = 110”, but 6 × 6 + 8 × 8 is 100');
  });
});
