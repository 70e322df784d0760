import { describe, expect, it } from 'vitest';
import { readSentences } from './english.js';

async function tagsOf(text: string): Promise<string[]> {
  const [sentence] = await readSentences(text);
  return (sentence?.tokens ?? []).map((t) => `${t.text}/${t.pos}/${t.lemma}`);
}

describe('a verb wink reads as a noun after a phrase with a number or a place', () => {
  it.each([
    ['Prices in 1923 fell only slightly.', 'fell/VERB/fall'],
    ['Prices in 1923 rose sharply, right?', 'rose/VERB/rise'],
    ['In a series circuit the same current goes through every component.', 'goes/VERB/go'],
  ])('is read as the verb of “%s”', async (text, verb) => {
    expect(await tagsOf(text)).toContain(verb);
  });

  it.each(['Green plants in the garden.', 'A visit to Paris in 1900 with friends.'])(
    'finds none in “%s”, where no noun after the phrase reads as an inflected verb',
    async (text) => {
      expect((await tagsOf(text)).filter((t) => t.includes('/VERB/'))).toEqual([]);
    },
  );
});
