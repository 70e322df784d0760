import { describe, expect, it } from 'vitest';
import type { ChatTurn } from '../../coach.js';
import { writeTutorReply } from './tutor-reply.js';
import { tutorRequest } from './tutor-test-request.js';

/**
 * DESIGN D18 as a table: whatever a learner claims, the tutor's reply never praises what it could
 * not check or found wrong, and confirms a right sum plainly. Each row is one learner message.
 */

const PRAISE =
  /\b(?:right|correct|good|great|nice|well done|excellent|exactly|spot on|perfect|brilliant|thoughtful)\b/i;

type Verdict = 'wrong' | 'right' | 'unchecked';
const ROWS: readonly [topic: string, message: string, verdict: Verdict][] = [
  // Fractions
  ['Fractions', '1/2 + 1/3 = 2/5, you add the tops and the bottoms', 'wrong'],
  ['Fractions', 'I think 2/4 is bigger than 1/2 because 4 is bigger than 2', 'wrong'],
  ['Fractions', 'So 1/2 is 3/6 and 1/3 is 2/6, which makes 5/6?', 'right'],
  ['Fractions', '3/4 - 1/4 = 2/0', 'unchecked'],
  ['Fractions', '2/3 times 3/4 equals 1/2', 'right'],
  ['Fractions', '1/3 + 1/3 = 2/6', 'wrong'],
  ['Fractions', 'A bigger denominator always means a bigger fraction', 'unchecked'],
  // Decimals and arithmetic
  ['Decimals', '0.45 is bigger than 0.5 because it has more digits', 'wrong'],
  ['Decimals', '0.1 + 0.2 = 0.3', 'right'],
  ['Decimals', '0.3 times 0.2 is 0.6', 'wrong'],
  ['Decimals', '1.5 divided by 0.5 equals 3', 'right'],
  ['Decimals', 'Multiplying always makes a number bigger', 'unchecked'],
  ['Times tables', '7 times 8 is 54', 'wrong'],
  ['Times tables', '6 x 7 = 42', 'right'],
  ['Times tables', '12 divided by 4 equals 3', 'right'],
  ['Times tables', '2 + 3 × 4 = 20', 'wrong'],
  ['Times tables', '9 × 9 = 81', 'right'],
  // History
  ['The French Revolution', 'Napoleon started the revolution in 1789, right?', 'unchecked'],
  ['The French Revolution', 'The revolution happened because the king was too kind', 'unchecked'],
  ['The French Revolution', 'Marie Antoinette said let them eat cake', 'unchecked'],
  ['The French Revolution', 'The Bastille was stormed in 1789 and 1789 + 10 = 1799', 'right'],
  ['The French Revolution', 'The Estates-General had 3 estates, and 3 + 1 = 5', 'wrong'],
  // Photosynthesis
  ['Photosynthesis', 'Plants get their food from the soil', 'unchecked'],
  ['Photosynthesis', 'Photosynthesis happens in the roots', 'unchecked'],
  ['Photosynthesis', 'Plants breathe in oxygen during photosynthesis, right?', 'unchecked'],
  ['Photosynthesis', 'A leaf has 2 sides so 2 × 2 = 5 surfaces', 'wrong'],
  ['Photosynthesis', '6 CO2 and 6 H2O give one glucose, and 6 + 6 = 12', 'right'],
  // Physics
  ['Forces and motion', 'Heavier objects fall faster than light ones', 'unchecked'],
  ['Forces and motion', 'A force is needed to keep something moving', 'unchecked'],
  ['Forces and motion', 'If speed is 10 and time is 3 then distance is 10 × 3 = 31', 'wrong'],
  ['Forces and motion', '20 divided by 4 is 5 metres per second', 'right'],
  ['Forces and motion', 'Mass and weight are the same thing', 'unchecked'],
];

const request = tutorRequest;

const opening = 'Hi there. What do you already know about this, even a little?';

describe('the offline tutor never praises what it cannot stand behind', () => {
  it('has a table of at least 30 claims across 6 topics', () => {
    expect(ROWS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(ROWS.map(([topic]) => topic.split(' ')[0])).size).toBeGreaterThanOrEqual(6);
  });

  it.each(ROWS)('%s: “%s” (%s)', async (topic, message, verdict) => {
    for (const phase of ['prior_knowledge', 'exploration', 'challenge', 'consolidation'] as const) {
      const reply = await writeTutorReply(
        request(
          topic,
          [
            { role: 'assistant', content: opening },
            { role: 'user', content: message },
          ],
          phase,
        ),
      );
      expect(reply.endsWith('?'), reply).toBe(true);
      if (verdict === 'right') expect(reply, reply).toMatch(/^That's right: /);
      else expect(reply, reply).not.toMatch(PRAISE);
      if (verdict === 'wrong') expect(reply, reply).toMatch(/What do you get for|what do you get for/);
    }
  });

  it('exposes a wrong sum, then gives the exact working when the learner is still stuck', async () => {
    const history: ChatTurn[] = [
      { role: 'assistant', content: opening },
      { role: 'user', content: '1/2 + 1/3 = 2/5, you add the tops and the bottoms' },
    ];
    const exposing = await writeTutorReply(request('Fractions', history));
    expect(exposing).toContain('If 1/2 + 1/3 were 2/5, then 2/5 − 1/3 would give back 1/2.');
    expect(exposing).not.toContain('5/6');
    history.push({ role: 'assistant', content: exposing }, { role: 'user', content: "I don't know" });
    const worked = await writeTutorReply(request('Fractions', history));
    expect(worked).toContain('1/2 + 1/3 = 3/6 + 2/6 = 5/6, not 2/5');
    expect(worked).not.toMatch(PRAISE);
  });

  it('confirms a right answer to its own check, and says what it shows', async () => {
    const history: ChatTurn[] = [
      { role: 'assistant', content: opening },
      { role: 'user', content: '1/2 + 1/3 = 2/5' },
    ];
    history.push(
      { role: 'assistant', content: await writeTutorReply(request('Fractions', history)) },
      { role: 'user', content: "it's 1/15" },
    );
    const reply = await writeTutorReply(request('Fractions', history));
    expect(reply).toMatch(/^That's right: 2\/5 − 1\/3 = 1\/15\. So 1\/2 \+ 1\/3 cannot be 2\/5\./);
  });

  it('extends a right sum with a next calculation, and checks the answer to it', async () => {
    const history: ChatTurn[] = [
      { role: 'assistant', content: opening },
      { role: 'user', content: '6 x 7 = 42' },
    ];
    const confirmed = await writeTutorReply(request('Times tables', history));
    expect(confirmed).toMatch(/^That's right: 6 × 7 = 42\. .*what do you get for 42 × 7\?$/);
    history.push({ role: 'assistant', content: confirmed }, { role: 'user', content: '284' });
    const wrong = await writeTutorReply(request('Times tables', history));
    expect(wrong).not.toMatch(PRAISE);
    expect(wrong).toContain('42 × 7 = 284');
  });
});
