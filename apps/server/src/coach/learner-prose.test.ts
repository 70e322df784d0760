import { describe, expect, it } from 'vitest';
import { looksLikeCode, proseOnly } from './learner-prose.js';

describe('proseOnly', () => {
  it.each([
    ['Look: <img src="https://x.test/leaf.png"> the leaf is green', 'Look: the leaf is green'],
    ['a cut-off tag <img src="leaf.png', 'a cut-off tag'],
    ['see https://example.org/photosynthesis and www.kew.org too', 'see and too'],
    ['I ran `x = 1/2 + 1/3` and got it', 'I ran and got it'],
    ['```js\nconst a = 1;\n```\nthe numerator', 'the numerator'],
    ['read [the chloroplast page](https://x.test) first', 'read the chloroplast page first'],
    ['mail me@school.test &amp; thanks', 'mail thanks'],
  ])('%j reads as %j', (text, prose) => {
    expect(proseOnly(text)).toBe(prose);
  });

  it('leaves ordinary sentences, fractions and comparisons alone', () => {
    const sentence = 'I think 2/4 is bigger than 1/2 because 4 > 2, right?';
    expect(proseOnly(sentence)).toBe(sentence);
  });
});

describe('looksLikeCode', () => {
  it.each(['img src', '<div>', 'href', 'x = 1', 'print()', 'http://x.test', 'a.b.c'])(
    '%j is code',
    (label) => {
      expect(looksLikeCode(label)).toBe(true);
    },
  );
  it.each(['Calvin cycle', 'light reactions', 'BATNA', 'Third Estate', 'common denominator'])(
    '%j is a concept',
    (label) => {
      expect(looksLikeCode(label)).toBe(false);
    },
  );
});
