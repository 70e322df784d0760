import { describe, expect, it } from 'vitest';
import { falseArithmeticStatements, statesNoFalseArithmetic } from './reply-arithmetic-check.js';

const statementsIn = (text: string) => falseArithmeticStatements(text).map((found) => found.statement);

describe('the check of the tutor’s own arithmetic', () => {
  it.each([
    '3/4 − 1/4 = 1/2.',
    '2/4 = 1/2.',
    '2/4 is equal to 1/2.',
    '0.1 + 0.2 = 0.3.',
    '0.45 is smaller than 0.5.',
    '0.5 is bigger than 0.45.',
    '3/4 is bigger than 1/2.',
    '7 × 8 = 56, not 54.',
    '1/2 + 1/3 = 3/6 + 2/6 = 5/6, not 2/5.',
    'So 1/2 + 1/3 cannot be 2/5.',
    'So 2/4 cannot be bigger than 1/2.',
    "2/4 isn't smaller than 1/2.",
    '0.3 times 0.2 is 0.06.',
    '1.5 divided by 0.5 equals 3.',
    '2/4 ≠ 3/4.',
  ])('finds nothing false in “%s”', (text) => {
    expect(statementsIn(text)).toEqual([]);
    expect(statesNoFalseArithmetic(text)).toBe(true);
  });

  it.each([
    ['So 2/4 cannot be 1/2.', 'not 2/4 = 1/2'],
    ['2/4 is not 1/2.', 'not 2/4 = 1/2'],
    ['2/4 is not equal to 1/2.', 'not 2/4 = 1/2'],
    ['2/4 ≠ 1/2.', 'not 2/4 = 1/2'],
    ['2/4 is bigger than 1/2.', '2/4 > 1/2'],
    ['0.45 is bigger than 0.5.', '0.45 > 0.5'],
    ['0.1 + 0.2 = 0.30000000000000004.', '0.1 + 0.2 = 0.30000000000000004'],
    ['3/4 is not bigger than 1/2.', 'not 3/4 > 1/2'],
    ['7 × 8 = 54.', '7 × 8 = 54'],
    ['7 × 8 = 56, not 56.', 'not 7 × 8 = 56'],
    ['1/2 + 1/3 = 3/6 + 2/6 = 5/7.', '3/6 + 2/6 = 5/7'],
    ['That is right: 1/3 + 1/3 = 2/6.', '1/3 + 1/3 = 2/6'],
  ])('finds “%s” false', (text, statement) => {
    expect(statementsIn(text)).toEqual([statement]);
  });

  it('names the sentence that makes the false statement', () => {
    expect(falseArithmeticStatements("That's right: 3/4 − 1/4 = 1/2. So 2/4 cannot be 1/2.")).toEqual([
      { sentence: 'So 2/4 cannot be 1/2.', statement: 'not 2/4 = 1/2' },
    ]);
  });

  it('leaves out the learner’s words it quotes, and the claims it only supposes', () => {
    const reply =
      'Let’s check that. You wrote “1/2 + 1/3 = 2/5”. If 1/2 + 1/3 were 2/5, then 2/5 − 1/3 would give back 1/2. What do you get for 2/5 − 1/3?';
    expect(statementsIn(reply)).toEqual([]);
    expect(statementsIn("WordNet 3.1 defines 'score' as '7 is 8'.")).toEqual([]);
  });

  it('reads numbers as numbers, not as parts of other ones', () => {
    expect(statementsIn('We have about 10 minutes left.')).toEqual([]);
    expect(statementsIn('1,000 is bigger than 999.')).toEqual([]);
  });
});
