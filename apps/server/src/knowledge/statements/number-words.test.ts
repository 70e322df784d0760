import { describe, expect, it } from 'vitest';
import { numberValue } from './number-words.js';

describe('numberValue', () => {
  it.each([
    [['twenty', 'three'], 23],
    [['seventy-four'], 74],
    [['three', 'hundred', 'and', 'five'], 305],
    [['1.5', 'million'], 1_500_000],
    [['thirty-six', 'thousand'], 36_000],
  ])('reads %j as %d', (words, value) => {
    expect(numberValue(words)).toBe(value);
  });

  it.each([[['four', 'and', 'five']], [['three', 'four']], [['twenty', 'thirty']], [['twenty', 'fifteen']]])(
    'reads %j, a list of numbers, as no one number',
    (words) => {
      expect(numberValue(words)).toBeNull();
    },
  );
});
