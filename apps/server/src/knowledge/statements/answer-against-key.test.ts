import { describe, expect, it } from 'vitest';
import { readAnswerAgainstKey } from './answer-against-key.js';

/** Answers read against their accepted answer, one kind of difference each (issue 37, marking by meaning). */
describe('readAnswerAgainstKey', () => {
  it.each([
    [
      'What happens to the rate?',
      'The rate rises as light increases.',
      'The rate falls as light increases.',
      'direction',
    ],
    [
      'Where does it happen?',
      'It takes place in the chloroplasts.',
      'It takes place in the mitochondria.',
      'place',
    ],
    [
      'What happened to Louis XVI?',
      'Louis XVI was executed in 1793.',
      'Louis XVI was not executed.',
      'negation',
    ],
    [
      'Who buried Pompeii?',
      'Mount Vesuvius buried Pompeii in AD 79.',
      'Mount Etna buried Pompeii in AD 79.',
      'agent',
    ],
    [
      'What does a price floor cause?',
      'It causes a surplus, not a shortage.',
      'It causes a shortage, not a surplus.',
      'negation',
    ],
    [
      'How does the feud end?',
      'The Montagues and the Capulets end their feud.',
      'The Montagues and the Capulets continue their feud.',
      'direction',
    ],
  ])('%s: “%s” against “%s” contradicts in %s', async (question, key, answer, slot) => {
    expect(await readAnswerAgainstKey(answer, key, question)).toMatchObject({ verdict: 'contradicts', slot });
  });

  it('names what the answer says and what the key says', async () => {
    expect(
      await readAnswerAgainstKey(
        'Breaking a chemical bond releases energy.',
        'Breaking a chemical bond absorbs energy.',
        'What does breaking a bond do?',
      ),
    ).toEqual({ verdict: 'contradicts', slot: 'direction', answered: 'release', keyed: 'absorb' });
  });

  it('does not read half of the key, said alone, as contradicting its other half', async () => {
    const key = 'Chlorophyll absorbs light, mostly red and blue, and reflects green light.';
    const question = 'What does chlorophyll do with light?';
    expect(await readAnswerAgainstKey('It absorbs red and blue light.', key, question)).not.toMatchObject({
      verdict: 'contradicts',
    });
    expect(await readAnswerAgainstKey('It absorbs green light.', key, question)).toMatchObject({
      verdict: 'contradicts',
    });
  });

  it('reads a movement said the other way round as contradicting, and the same way as not', async () => {
    const key = 'Heat flows from the hot end of the rod to the cold end.';
    const question = 'Which way does heat flow along the rod?';
    expect(
      await readAnswerAgainstKey('Heat flows from the cold end of the rod to the hot end.', key, question),
    ).toMatchObject({ verdict: 'contradicts', slot: 'direction' });
    expect(
      await readAnswerAgainstKey('It moves from the hot end towards the cold end.', key, question),
    ).not.toMatchObject({ verdict: 'contradicts' });
  });

  it('reads an answer that says the key again as stating it', async () => {
    expect(
      await readAnswerAgainstKey(
        'Plants release oxygen into the air.',
        'Plants release oxygen into the air.',
        'What do plants release?',
      ),
    ).toEqual({ verdict: 'states' });
  });

  it.each([
    [
      'Where does the oxygen come from?',
      'It comes from water molecules that are split, not from carbon dioxide.',
      'The oxygen is made when water is broken apart; it does not come from the carbon dioxide.',
    ],
    [
      'What is inertia?',
      'Inertia is the tendency of an object to resist changes in its motion.',
      'Newton ran the Royal Mint.',
    ],
    ['Why?', 'Chlorophyll reflects green light.', '🙂 `const x = 1;`'],
    ['Why?', 'Chlorophyll reflects green light.', ''],
  ])('%s: leaves “%s” against “%s” open', async (question, key, answer) => {
    expect(await readAnswerAgainstKey(answer, key, question)).toEqual({ verdict: 'open' });
  });
});
