import { describe, expect, it } from 'vitest';
import { headingInSentence } from './cohost-questions.js';

/** A section heading said inside the co-host's sentence (issue 39). */
describe('headingInSentence', () => {
  it('lower-cases a heading in sentence case and gives a noun its article', () => {
    expect(headingInSentence('Calvin cycle', 'The Calvin cycle uses ATP.', true)).toBe('the Calvin cycle');
    expect(headingInSentence('Evaporation', 'Water evaporates from the oceans.', true)).toBe('evaporation');
  });

  it('keeps a name, even one the section names only at the start of a sentence', () => {
    const text = 'Marie Antoinette was the last queen of France before the Revolution.';
    expect(headingInSentence('Marie Antoinette', text, true)).toBe('Marie Antoinette');
    const bible = 'Gutenberg printed his Bible around 1455.';
    expect(headingInSentence('The Gutenberg Bible', bible, true)).toBe('the Gutenberg Bible');
  });
});
