import { describe, expect, it } from 'vitest';
import { answerText, isAnswered } from './answer';

describe('isAnswered', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['   \n', false],
    [[], false],
    [['  '], false],
    ['A sentence', true],
    ['7', true],
    [['Option B'], true],
  ] as const)('%j → %s', (answer, expected) => {
    expect(isAnswered(answer as string | string[] | undefined)).toBe(expected);
  });
});

describe('answerText', () => {
  it('joins several choices with a comma and a space', () => {
    expect(answerText(['Videos', 'Reading'])).toBe('Videos, Reading');
    expect(answerText('Tides')).toBe('Tides');
    expect(answerText(undefined)).toBe('');
  });
});
