import { describe, expect, it } from 'vitest';
import { articlePassage } from '../../../../test/fixtures/retrieved-passage.js';
import { passageContradiction } from './passage-contradiction.js';
import { tutorRequest } from './tutor-test-request.js';
import { writeTutorReply } from './tutor-reply.js';

const title = 'French Revolution';
const QUEEN = articlePassage(
  1,
  'Marie Antoinette',
  'Marie Antoinette was the last queen of France before the revolution. She was born an archduchess of Austria and married Louis XVI.',
  { title },
);

describe('passageContradiction', () => {
  it('finds the sentence that gives the same subject the same role of something else', () => {
    expect(passageContradiction('Marie Antoinette was the queen of England', [QUEEN])).toMatchObject({
      sentence: 'Marie Antoinette was the last queen of France before the revolution.',
      claimed: 'England',
      stated: 'France',
    });
    expect(
      passageContradiction('I think Marie Antoinette was queen of England, right?', [QUEEN]),
    ).not.toBeNull();
  });

  it('leaves alone a claim the passage agrees with, or says nothing about', () => {
    expect(passageContradiction('Marie Antoinette was the queen of France', [QUEEN])).toBeNull();
    expect(passageContradiction('Louis XVI was the king of Spain', [QUEEN])).toBeNull();
    expect(passageContradiction('Marie Antoinette was the daughter of Maria Theresa', [QUEEN])).toBeNull();
    expect(passageContradiction('Marie Antoinette was the queen of England', [])).toBeNull();
  });
});

describe('the offline tutor, told something a passage contradicts', () => {
  it('names the mismatch in the source’s words, linked, and asks from what the source says', async () => {
    const reply = await writeTutorReply({
      ...tutorRequest('French Revolution', [
        { role: 'user', content: 'Marie Antoinette was the queen of England' },
      ]),
      passages: [QUEEN],
    });
    expect(reply).toMatch(/^(That doesn't match the source|The source says otherwise)\./);
    expect(reply).toContain(
      "Wikipedia's article [French Revolution › Marie Antoinette](https://en.wikipedia.org/wiki/French_Revolution#Marie_Antoinette)",
    );
    expect(reply).toContain('“Marie Antoinette was the last queen of France before the revolution.”');
    expect(reply).not.toMatch(/queen of England\?|right|correct|great/i);
  });
});
