import { describe, expect, it } from 'vitest';
import { composeFreshReply, lastResortReply, wordCount } from './reply-composition.js';

const candidates = {
  leads: ['Thanks, that helps.', 'Interesting.'],
  bridges: ['You said “chlorophyll”.'],
  questions: ['What exactly do you mean by chlorophyll?', 'How would you define chlorophyll?'],
};

describe('composeFreshReply', () => {
  it('puts lead, quote and question together in that order', () => {
    expect(composeFreshReply(candidates, [], 100)).toBe(
      'Thanks, that helps. You said “chlorophyll”. What exactly do you mean by chlorophyll?',
    );
  });

  it('asks a question not asked before while there is one', () => {
    const previous = ['Interesting. You said “light”. What exactly do you mean by chlorophyll?'];
    expect(composeFreshReply(candidates, previous, 100)).toBe(
      'Thanks, that helps. You said “chlorophyll”. How would you define chlorophyll?',
    );
  });

  it('otherwise changes the wording around the question so the reply is still new', () => {
    const previous = [
      'Thanks, that helps. You said “chlorophyll”. What exactly do you mean by chlorophyll?',
      'Thanks, that helps. You said “chlorophyll”. How would you define chlorophyll?',
    ];
    const reply = composeFreshReply(candidates, previous, 100);
    expect(reply).toBe('Interesting. You said “chlorophyll”. What exactly do you mean by chlorophyll?');
  });

  it('prefers a shorter question to dropping a sentence, then drops the lead, then the quote', () => {
    const at = (limit: number) => composeFreshReply(candidates, [], limit);
    expect(at(9)).toBe('Interesting. You said “chlorophyll”. How would you define chlorophyll?');
    expect(at(8)).toBe('You said “chlorophyll”. How would you define chlorophyll?');
    expect(at(7)).toBe('Interesting. How would you define chlorophyll?');
    expect(at(5)).toBe('How would you define chlorophyll?');
    expect(at(4)).toBeNull();
  });

  it('never exceeds the word limit', () => {
    for (let limit = 1; limit <= 20; limit++) {
      const reply = composeFreshReply(candidates, [], limit);
      if (reply !== null) expect(wordCount(reply)).toBeLessThanOrEqual(limit);
    }
  });

  it('gives up only when every combination was said', () => {
    const all = candidates.questions.flatMap((q) =>
      candidates.leads.flatMap((l) => [
        `${l} ${candidates.bridges[0]} ${q}`,
        `${candidates.bridges[0]} ${q}`,
        `${l} ${q}`,
        q,
      ]),
    );
    expect(composeFreshReply(candidates, all, 100)).toBeNull();
  });
});

describe('lastResortReply', () => {
  const question = 'What exactly do you mean by chlorophyll?';

  it('finds a new wording even when everything was said, deterministically', () => {
    const previous: string[] = [];
    for (let i = 0; i < 12; i++) previous.push(lastResortReply([question], previous, 100));
    expect(new Set(previous).size).toBe(12);
    for (const reply of previous) expect(reply.endsWith('?')).toBe(true);
    expect(previous[0]?.endsWith(question)).toBe(true);
    expect(lastResortReply([question], previous.slice(0, 3), 100)).toBe(previous[3]);
  });

  it('falls back to a short question when no wording fits the limit', () => {
    expect(lastResortReply([question], [], 11)).toBe(
      "Here's a fresh angle. What exactly do you mean by chlorophyll?",
    );
    expect(lastResortReply([question], [], 9)).toBe('What do you think?');
    expect(lastResortReply([question], ['What do you think?'], 9)).toBe('What comes to mind?');
    expect(lastResortReply([question], [], 2)).toBe('Thoughts?');
  });
});
