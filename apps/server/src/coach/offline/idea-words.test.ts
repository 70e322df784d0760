import { describe, expect, it } from 'vitest';
import { readSentences } from '../../knowledge/language/english.js';
import { negatedWords } from './idea-words.js';

async function deniedIn(text: string): Promise<string[]> {
  const tokens = (await readSentences(text)).flatMap((s) => s.tokens);
  const denied = negatedWords(tokens);
  return tokens.filter((_, i) => denied[i]).map((t) => t.text);
}

describe('what a negation governs', () => {
  it('runs from the negation to the next conjunction', async () => {
    expect(await deniedIn('It cannot move, but it grows')).toEqual(['move']);
  });

  it.each([
    ['electricity stops flowing to every bulb', ['flowing', 'to', 'every', 'bulb']],
    ['the government stopped printing money', ['printing', 'money']],
    ['the volcano ceased erupting in 1900', ['erupting', 'in']],
  ])('reads a verb of ending before an “-ing” verb as one: “%s”', async (text, denied) => {
    expect(await deniedIn(text)).toEqual(denied);
  });

  it('leaves “stop … from” alone: the valves stop blood from flowing is no denial of the blood', async () => {
    expect(await deniedIn('The valves stop blood from flowing backwards')).toEqual([]);
  });
});
