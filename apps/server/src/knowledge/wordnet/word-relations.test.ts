import { describe, expect, it } from 'vitest';
import { relationBetween } from './word-relations.js';

describe('words WordNet lets stand for each other', () => {
  it.each([
    ['buy', 'purchase', 'synonym'],
    ['small', 'tiny', 'synonym'],
    ['large', 'small', 'opposite'],
  ] as const)('“%s” by “%s”: %s', (word, written, relation) => {
    expect(relationBetween(word, written)).toBe(relation);
  });

  it('takes no sense that is rare for the key’s word: “go” is “live” only as “survive”', () => {
    expect(relationBetween('go', 'live')).toBeNull();
  });
});
