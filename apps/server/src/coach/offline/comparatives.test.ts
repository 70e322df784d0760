import { describe, expect, it } from 'vitest';
import { readSentences } from '../../knowledge/language/english.js';
import { degreesOfChange } from './comparatives.js';

const KEY = 'A poor harvest in 1788 caused the price of bread to rise sharply.';

async function degreeIn(answer: string) {
  return degreesOfChange(await readSentences(KEY), await readSentences(answer)).get('sharply');
}

describe('the size of a change said as a comparison', () => {
  it.each([
    ['bread became much more expensive', { said: 'much more' }],
    ['bread cost a lot more', { said: 'a lot more' }],
    ['prices were far higher', { said: 'far higher' }],
    ['bread became slightly more expensive', { contrary: 'slightly more' }],
    ['bread became much less expensive', { contrary: 'much less' }],
  ])('reads “%s”', async (answer, expected) => {
    expect(await degreeIn(answer)).toEqual(expected);
  });

  it('takes a plain comparison as neither the size nor its contrary', async () => {
    expect(await degreeIn('bread became more expensive')).toBeUndefined();
  });

  it('reads no size where the key’s adverb tells of no rise or fall', async () => {
    const key = await readSentences('The teacher spoke sharply to the class.');
    expect(degreesOfChange(key, await readSentences('She was much more angry')).size).toBe(0);
  });
});
