import { describe, expect, it } from 'vitest';
import { numberInWords, ordinalInWords, speakableText } from './speakable-text.js';

describe('numberInWords', () => {
  it.each([
    [0, 'zero'],
    [7, 'seven'],
    [13, 'thirteen'],
    [40, 'forty'],
    [42, 'forty-two'],
    [100, 'one hundred'],
    [305, 'three hundred five'],
    [1000, 'one thousand'],
    [1250000, 'one million two hundred fifty thousand'],
    [3.14, 'three point one four'],
    [-5, 'minus five'],
  ])('%s is “%s”', (value, words) => expect(numberInWords(value)).toBe(words));
});

describe('ordinalInWords', () => {
  it.each([
    [1, 'first'],
    [2, 'second'],
    [3, 'third'],
    [12, 'twelfth'],
    [20, 'twentieth'],
    [21, 'twenty-first'],
    [100, 'one hundredth'],
  ])('%s is “%s”', (value, words) => expect(ordinalInWords(value)).toBe(words));
});

describe('speakableText', () => {
  it.each([
    ['About 25% of the light', 'About twenty-five percent of the light'],
    ['It costs $5 or £1', 'It costs five dollars or one pound'],
    ['Water boils at 100 °C.', 'Water boils at one hundred degrees Celsius.'],
    ['In 1789 the revolution began.', 'In seventeen eighty-nine the revolution began.'],
    ['Since 2005 it has grown.', 'Since two thousand five it has grown.'],
    ['The 1960s changed music.', 'The nineteen sixties changed music.'],
    ['The 21st century', 'The twenty-first century'],
    ['2 + 2 = 4', 'two plus two equals four'],
    ['Add 1/2 and 1/4', 'Add one over two and one over four'],
    ['Pages 10-20 & notes', 'Pages ten to twenty and notes'],
    ['Roughly 6,000,000 cells', 'Roughly six million cells'],
    ['**Bold** and `code` and # headings', 'Bold and code and headings'],
    [
      'See [the guide](https://example.com) or https://example.org/x',
      'See the guide or a link in the show notes',
    ],
    ['CO2 is a gas', 'CO two is a gas'],
  ])('“%s” → “%s”', (text, spoken) => expect(speakableText(text)).toBe(spoken));

  it('leaves no digit or symbol a voice would read out', () => {
    const spoken = speakableText(
      'In 1905, 3 papers (about 47%) & 1 idea: E = mc² changed ~100 years of physics.',
    );
    expect(spoken).not.toMatch(/[\d%&=~#*]/);
  });
});
