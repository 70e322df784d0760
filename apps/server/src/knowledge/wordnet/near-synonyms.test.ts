import { describe, expect, it } from 'vitest';
import { nearSynonym } from './near-synonyms.js';

/** One-step WordNet links between a key's word and a learner's (decision 063). */
describe('nearSynonym', () => {
  it.each([
    ['purchase', 'buy'],
    ['equal', 'same'],
  ])('reads “%s” and “%s” as saying the same', (a, b) => {
    expect(nearSynonym(a, b)).toBe(true);
  });

  it.each([
    ['rise', 'fall'],
    ['hot', 'cold'],
    ['dog', 'animal'],
    ['planet', 'star'],
  ])('does not read “%s” as “%s”', (a, b) => {
    expect(nearSynonym(a, b)).toBe(false);
  });
});
