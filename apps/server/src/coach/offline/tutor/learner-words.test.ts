import { describe, expect, it } from 'vitest';
import { MAX_QUOTED_WORDS, phraseAround, quotable } from './learner-words.js';

const MARKUP = /[<>[\]()*_`#|{}\\~!:]/;

describe('quotable', () => {
  it('strips every character Markdown or HTML could read as markup', () => {
    const quoted = quotable(
      '<script>alert(1)</script> [x](javascript:alert(1)) **bold** `code` _it_ # h | t',
    );
    expect(quoted).not.toMatch(MARKUP);
    expect(quoted).toBe('script alert 1 script x javascript alert 1…');
  });

  it('keeps words, apostrophes and hyphens as written', () => {
    expect(quotable("The Estates-General wasn't happy.")).toBe("The Estates-General wasn't happy");
  });

  it('cuts to at most eight words, marks the cut, and does not end on a dangling word', () => {
    const quoted = quotable('Why the borrow checker rejects my function that returns a reference');
    expect(quoted).toBe('Why the borrow checker rejects my function…');
    expect(quoted.replace('…', '').split(' ').length).toBeLessThanOrEqual(MAX_QUOTED_WORDS);
  });

  it('allows a longer limit when asked', () => {
    expect(quotable('one two three four five six seven eight nine ten', 12)).toBe(
      'one two three four five six seven eight nine ten',
    );
  });
});

describe('phraseAround', () => {
  it('quotes the clause a concept sits in', () => {
    expect(
      phraseAround(
        'I know plants use sunlight and chlorophyll, but I am not sure how the light reactions work.',
        'chlorophyll',
      ),
    ).toBe('I know plants use sunlight and chlorophyll');
  });

  it('drops filler at the start of a clause', () => {
    expect(phraseAround('Well, I think the king spent too much.', 'king')).toBe('the king spent too much');
  });

  it('keeps the words leading up to a concept late in a long clause', () => {
    const quoted = phraseAround('You decrease them so the sock fits the foot and the ankle too', 'foot');
    expect(quoted.startsWith('…')).toBe(true);
    expect(quoted).toContain('fits the foot');
    expect(quoted.replace(/…/g, '').split(' ').length).toBeLessThanOrEqual(MAX_QUOTED_WORDS);
  });

  it('quotes a clause to its end when only a word or two would be cut', () => {
    expect(
      phraseAround('I can explain on the exam how the two stages depend on each other.', 'two stages'),
    ).toBe('…how the two stages depend on each other');
  });

  it('finds a concept inside a hyphenated word, and falls back to the concept alone', () => {
    expect(phraseAround('The Estates-General was called.', 'Estates')).toBe('The Estates-General was called');
    expect(phraseAround('Something else entirely.', 'rubisco')).toBe('rubisco');
  });

  it('never lets markup through', () => {
    expect(phraseAround('I typed <b>chlorophyll</b> [here](http://x.y)', 'chlorophyll')).not.toMatch(MARKUP);
  });
});
