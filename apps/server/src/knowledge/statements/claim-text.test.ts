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
});
