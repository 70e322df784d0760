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

describe('a verb wink reads as a noun after a plural that opens the sentence', () => {
  it.each([
    ['Plates move apart at ridges.', ['Plates/NOUN/plate', 'move/VERB/move']],
    ['Volcanoes form where plates meet.', ['Volcanoes/NOUN/volcano', 'form/VERB/form']],
    [
      'Enzymes speed up chemical reactions without being used up.',
      ['Enzymes/NOUN/enzyme', 'speed/VERB/speed'],
    ],
    ['Prices rise.', ['Prices/NOUN/price', 'rise/VERB/rise']],
  ])('is read as the verb of “%s”', async (text, [subject, verb]) => {
    expect((await tagsOf(text)).slice(0, 2)).toEqual([subject, verb]);
  });

  it.each(['Arms race began.', 'Sales figures rose.'])(
    'leaves a noun phrase alone when its clause has a verb of its own: “%s”',
    async (text) => {
      expect((await tagsOf(text))[1]).toMatch(/\/NOUN\//);
    },
  );
});
