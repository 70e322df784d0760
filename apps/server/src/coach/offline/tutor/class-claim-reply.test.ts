import { describe, expect, it } from 'vitest';
import type { ChatTurn } from '../../coach.js';
import { writeTutorReply } from './tutor-reply.js';
import { tutorRequest } from './tutor-test-request.js';

/**
 * Issue 23 in the offline tutor: a class claim WordNet contradicts is named as not matching the
 * source, in the source's words, and the question after it does not take the claim as true; a
 * claim that holds is confirmed with the source; an unchecked one is never affirmed.
 */

const PRAISE =
  /\b(?:right|correct|good|great|nice|well done|excellent|exactly|spot on|perfect|brilliant|yes)\b/i;
/** A question that builds on the whale being a fish: "What kind of fish…", "other fish", "as a fish…". */
const PRESUPPOSES_FISH =
  /\b(?:kind of fish|other fish|the fish|as a fish|fish like|whales? (?:is|are) (?:a )?fish)\b/i;

const opening = 'Hi there. What do you already know about this, even a little?';
const reply = (topic: string, message: string) =>
  writeTutorReply(
    tutorRequest(topic, [
      { role: 'assistant', content: opening },
      { role: 'user', content: message },
    ]),
  );

describe('the offline tutor on class claims', () => {
  it('names a refuted claim as not matching WordNet, and asks without presupposing it', async () => {
    const text = await reply('Marine animals', 'A whale is a fish');
    expect(text).toContain('WordNet 3.1 classes the whale as a mammal, not a fish.');
    expect(text).toMatch(/^(?:That doesn't match the source|The source says otherwise):/);
    expect(text).not.toMatch(PRAISE);
    expect(text.split('WordNet 3.1')[1]).not.toMatch(PRESUPPOSES_FISH);
    expect(text.trim().endsWith('?')).toBe(true);
  });

  it('finds the claim inside a longer message', async () => {
    const text = await reply('Marine animals', 'I think a whale is a fish because it swims');
    expect(text).toContain('WordNet 3.1 classes the whale as a mammal, not a fish.');
    expect(text).not.toMatch(PRAISE);
  });

  it('words the same correction afresh when the learner repeats the claim', async () => {
    const history: ChatTurn[] = [
      { role: 'assistant', content: opening },
      { role: 'user', content: 'A spider is an insect' },
    ];
    const first = await writeTutorReply(tutorRequest('Minibeasts', history));
    history.push({ role: 'assistant', content: first }, { role: 'user', content: 'A spider is an insect' });
    const second = await writeTutorReply(tutorRequest('Minibeasts', history));
    for (const text of [first, second])
      expect(text).toContain('WordNet 3.1 classes the spider as an arachnid, not an insect.');
    expect(second).not.toBe(first);
  });

  it('confirms a claim that holds, with the source, and extends it', async () => {
    const text = await reply('Marine animals', 'A whale is a mammal');
    expect(text).toMatch(/^Yes: WordNet 3\.1 classes the whale as a mammal\. .+\?$/);
  });

  it('leaves an unchecked claim unaffirmed and unnamed', async () => {
    const text = await reply('Marine animals', 'A dolphin is a fish');
    expect(text).not.toContain('WordNet 3.1 classes');
    expect(text).not.toMatch(PRAISE);
  });
});
