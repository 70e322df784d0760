import { describe, expect, it } from 'vitest';
import { claimsIn } from './claim-text.js';

describe('claimsIn', () => {
  it('reads a question followed by an aside as a question, which claims nothing', () => {
    expect(claimsIn('Why are leaves green? (just wondering)')).toEqual([]);
    expect(claimsIn('Why are leaves green? (learner 4)')).toEqual([]);
  });

  it('keeps a statement whose aside qualifies it', () => {
    expect(claimsIn('Water boils at 100 degrees (at sea level).')).toEqual([
      { text: 'Water boils at 100 degrees (at sea level).', asked: false },
    ]);
  });

  it('reads any negative tag as asking whether the claim holds', () => {
    expect(claimsIn("Marie Antoinette was executed before the king, wasn't she?")).toEqual([
      { text: 'Marie Antoinette was executed before the king.', asked: true },
    ]);
    expect(claimsIn("Pythagoras was born on Crete, wasn't he?")).toEqual([
      { text: 'Pythagoras was born on Crete.', asked: true },
    ]);
  });

  it('reads "So …?" as a claim asked about, and leaves other questions alone', () => {
    expect(claimsIn('So the price falls when supply rises?')).toEqual([
      { text: 'The price falls when supply rises.', asked: true },
    ]);
    expect(claimsIn('So why does the price fall?')).toEqual([]);
    expect(claimsIn('So does the price fall?')).toEqual([]);
    expect(claimsIn('Photosynthesis happens at night?')).toEqual([]);
  });
});
