import { describe, expect, it } from 'vitest';
import {
  CENTURIES_RANGES_UNITS,
  FORMULAS,
  FOUND_IN_SOURCES,
  INITIALISMS,
  KNOWN_MISSES,
  LEXICON,
  LICENCES,
  MARKUP,
  MONTHS_AND_TIMES,
  REGNAL_AND_ROMAN,
  YEARS_AND_DATES,
} from './speakable-text.corpus.js';
import { numberInWords, ordinalInWords, speakableText } from './speakable-text.js';
import { yearInWords } from './speech/number-words.js';

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

describe('yearInWords', () => {
  it.each([
    [1789, 'seventeen eighty-nine'],
    [1905, 'nineteen oh five'],
    [1066, 'ten sixty-six'],
    [2008, 'two thousand eight'],
    [2026, 'twenty twenty-six'],
    [1900, 'nineteen hundred'],
    [2000, 'two thousand'],
    [79, 'seventy-nine'],
  ])('%s is “%s”', (value, words) => expect(yearInWords(value)).toBe(words));
});

describe('speakableText', () => {
  const categories = {
    'regnal and Roman numerals': REGNAL_AND_ROMAN,
    'years and dates': YEARS_AND_DATES,
    'months and times': MONTHS_AND_TIMES,
    'centuries, ranges and units': CENTURIES_RANGES_UNITS,
    'chemical formulas': FORMULAS,
    'initialisms and acronyms': INITIALISMS,
    'the lexicon': LEXICON,
    licences: LICENCES,
    markup: MARKUP,
    'found in the sources': FOUND_IN_SOURCES,
  };
  for (const [category, cases] of Object.entries(categories)) {
    describe(category, () => {
      it.each(cases)('“%s” → “%s”', (written, spoken) => expect(speakableText(written)).toBe(spoken));
    });
  }

  describe('known misses', () => {
    it.fails.each(KNOWN_MISSES)('“%s” → “%s” (missed: %s)', (written, spoken) =>
      expect(speakableText(written)).toBe(spoken),
    );
  });

  it('leaves no digit or symbol a voice would read out', () => {
    const spoken = speakableText(
      'In 1905, 3 papers (about 47%) & 1 idea: E = mc² changed ~100 years of physics.',
    );
    expect(spoken).not.toMatch(/[\d%&=~#*]/);
  });

  it('says no licence by its short name, in any of the forms a writer emits', () => {
    for (const written of [
      'CC BY-SA 4.0',
      'CC BY-SA 3.0',
      'CC BY-SA 3.0 Unported',
      'Creative Commons Attribution-ShareAlike 4.0',
    ])
      expect(speakableText(`Shared under ${written}.`)).toBe('Shared under a Creative Commons licence.');
  });
});
