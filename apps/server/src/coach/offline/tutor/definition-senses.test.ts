import { describe, expect, it } from 'vitest';
import { writeTutorReply } from './tutor-reply.js';
import { tutorRequest } from './tutor-test-request.js';

/**
 * The tutor quotes WordNet in the sense the session's topic means (DESIGN D19), as learners met it
 * in issue 23: "Leaves are green…" in photosynthesis once got the definition of a leave of absence.
 */

function replyTo(topic: string, message: string): Promise<string> {
  return writeTutorReply(
    tutorRequest(topic, [
      { role: 'assistant', content: 'Hi there. What do you already know about this, even a little?' },
      { role: 'user', content: message },
    ]),
  );
}

describe('the tutor reads WordNet in the topic’s sense', () => {
  it('reads "Leaves" in photosynthesis as the leaf, never as leave', async () => {
    for (const message of ['Leaves are green because of chlorophyll', 'Leaves are green because…']) {
      const reply = await replyTo('Photosynthesis', message);
      expect(reply).not.toMatch(/“leave”|absent from work/);
      expect(reply).toContain('WordNet 3.1 defines “leaf” as “the main organ of photosynthesis');
    }
  });

  it('quotes WordNet’s chloroplast when asked what one is', async () => {
    const reply = await replyTo('Photosynthesis', 'what is a chloroplast?');
    expect(reply).toContain('WordNet 3.1 defines “chloroplast” as “plastid containing chlorophyll');
  });

  it('answers "what is a chloroplast?" asked after the tutor’s own question, too', async () => {
    const request = tutorRequest('Photosynthesis', [
      { role: 'assistant', content: 'Hi there. What do you already know about this, even a little?' },
      { role: 'user', content: 'Leaves are green because of chlorophyll' },
      {
        role: 'assistant',
        content:
          'WordNet 3.1 defines “leaf” as “the main organ of photosynthesis”. Which parts of what you said match that definition, and which don’t?',
      },
      { role: 'user', content: 'what is a chloroplast?' },
    ]);
    expect(await writeTutorReply(request)).toContain('WordNet 3.1 defines “chloroplast”');
  });

  it('takes "what does a leaf do?" as a question about a leaf, not about "leaf do"', async () => {
    const reply = await replyTo('Photosynthesis', 'what does a leaf do?');
    expect(reply).not.toContain('leaf do');
    expect(reply).toContain('WordNet 3.1 defines “leaf” as “the main organ of photosynthesis');
  });

  it('reads water in chemistry as the compound', async () => {
    const reply = await replyTo('Chemistry', 'Water is made of hydrogen and oxygen.');
    expect(reply).not.toMatch(/excretory/);
    expect(reply).toContain('WordNet 3.1 defines “water” as “binary compound');
  });

  it('quotes no sense of a word the topic does not speak for, and does not pretend WordNet lacks it', async () => {
    const reply = await replyTo('Photosynthesis', 'What is a bank?');
    expect(reply).not.toMatch(/defines “bank”|can't find/);
    expect(reply).toMatch(/“bank” has several meanings/);
  });
});
