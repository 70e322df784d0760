import { describe, expect, it } from 'vitest';
import { hedgedAgainst } from './hedging.js';
import { readPassageStatements } from './reading.js';

async function one(text: string) {
  const [statement] = await readPassageStatements(text);
  return statement!;
}

describe('hedgedAgainst', () => {
  it('lets a quantifier contradict a claim that says the same one', async () => {
    const source = await one('Most of the fresh water on Earth is stored in glaciers and ice caps.');
    expect(source.hedges).toEqual(['most']);
    const same = await one('Most of the fresh water on Earth is stored in lakes and rivers.');
    expect(hedgedAgainst(same, source)).toBe(false);
    const unquantified = await one('The fresh water on Earth is stored in lakes and rivers.');
    expect(hedgedAgainst(unquantified, source)).toBe(true);
  });

  it('keeps "may" and "probably" from ever contradicting', async () => {
    const source = await one('Romeo and Juliet was probably written between 1591 and 1595.');
    const claim = await one('Romeo and Juliet was probably written in 1600.');
    expect(hedgedAgainst(claim, source)).toBe(true);
  });
});
