import { describe, expect, it } from 'vitest';
import type { PodcastScript } from '../podcast-script.js';
import { articleSource } from '../../../test/fixtures/article-source.js';
import { PHOTOSYNTHESIS } from '../../../test/fakes/wikipedia-articles.js';
import { conversationFlaw } from './script-conversation-flaws.js';
import { repeatedRunShare } from './script-repetition.js';

/** Issue 39: the checks that turn down a model's script that reads an article aloud. */
const request = { sources: [articleSource(PHOTOSYNTHESIS)] };

const script = (...lines: [string, string][]): Pick<PodcastScript, 'segments'> => ({
  segments: [
    {
      title: 'Body',
      minutes: 1,
      turns: lines.map(([speaker, text]) => ({ speaker: speaker as 'host' | 'cohost', text })),
    },
  ],
});

const GOOD: [string, string][] = [
  ['cohost', 'Where do the light-dependent reactions take place?'],
  ['host', 'They take place in the thylakoid membranes of the chloroplast.'],
  ['cohost', 'And what does chlorophyll absorb there?'],
  ['host', 'Mostly red and blue light; it reflects green, which is why leaves look green.'],
];

describe('a script that is not a conversation is turned down (issue 39)', () => {
  it('passes a conversation of questions and answers', () => {
    expect(conversationFlaw(script(...GOOD), request)).toBeNull();
  });

  it('turns down a sentence said twice, even inside other lines', () => {
    const flaw = conversationFlaw(
      script(...GOOD, ['host', 'So yes. They take place in the thylakoid membranes of the chloroplast.']),
      request,
    );
    expect(flaw).toMatch(/^says “they take place in the thylakoid membranes/i);
  });

  it('turns down a script whose words are more than 5 % runs of eight said before', () => {
    const flaw = conversationFlaw(
      script(...GOOD, ['host', 'Remember: they take place in the thylakoid membranes of the chloroplast.']),
      request,
    );
    expect(flaw).toMatch(/^repeats \d+ % of its words$/);
  });

  it('turns down a heading read out as a line, bare or as a canned question', () => {
    expect(conversationFlaw(script(...GOOD, ['cohost', 'Tell me about overview.']), request)).toMatch(
      /reads the heading/,
    );
    expect(conversationFlaw(script(['cohost', 'Calvin cycle.'], ...GOOD), request)).toMatch(
      /reads the heading/,
    );
    expect(
      conversationFlaw(script(['cohost', "Now, history. What's that about?"], ...GOOD), request),
    ).toMatch(/reads the heading/);
  });

  it('turns down a recap that restates a corrected belief as a fact', () => {
    const flaw = conversationFlaw(
      script(...GOOD, [
        'host',
        'A few things to remember. A common belief is that plants build their bodies mainly from the soil.',
      ]),
      request,
    );
    expect(flaw).toMatch(/^recaps the belief/);
  });

  it('measures repeated runs of eight words, not a sentence’s overlapping runs', () => {
    expect(repeatedRunShare(['one two three four five six seven eight nine ten'])).toBe(0);
    const share = repeatedRunShare([
      'one two three four five six seven eight nine ten',
      'and again one two three four five six seven eight',
    ]);
    expect(share).toBeCloseTo(8 / 20);
  });
});
