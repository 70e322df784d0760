import { describe, expect, it } from 'vitest';
import type { ChatTurn } from '../../coach.js';
import { findTalkingPoint, focusConcept } from './talking-point.js';

const tutor = (content: string): ChatTurn => ({ role: 'assistant', content });
const learner = (content: string): ChatTurn => ({ role: 'user', content });
const base = {
  topic: 'photosynthesis',
  focus: 'How the light reactions and the Calvin cycle connect',
  goal: '',
};

describe('findTalkingPoint', () => {
  it("builds on the learner's latest message, quoting their own phrase", async () => {
    const point = await findTalkingPoint({
      ...base,
      signal: 'answer',
      history: [tutor('What do you know already?'), learner('Well, I think they need chlorophyll to work.')],
    });
    expect(point).toMatchObject({ concept: 'chlorophyll', source: 'latest' });
    expect(point.quote).toBe('they need chlorophyll to work');
  });

  it('prefers what the learner added over what the tutor just named', async () => {
    const point = await findTalkingPoint({
      ...base,
      signal: 'answer',
      history: [
        tutor('What do you mean by the thylakoid membranes?'),
        learner('The thylakoid membranes hold chlorophyll.'),
      ],
    });
    expect(point.concept).toBe('chlorophyll');
  });

  it('repairs verbs the tagger took for nouns, and keeps the determiner', async () => {
    const point = await findTalkingPoint({
      ...base,
      signal: 'question',
      history: [tutor('Where shall we start?'), learner('How does the heel flap work?')],
      topic: 'knitting socks',
    });
    expect(point.concept).toBe('the heel flap');
    expect(point.quote).toBe('How does the heel flap work');
  });

  it('falls back to an earlier message when the latest has nothing to build on', async () => {
    const point = await findTalkingPoint({
      ...base,
      signal: 'stuck',
      history: [
        tutor('What do you know already?'),
        learner('The Calvin cycle makes sugar, and the stroma is where it happens.'),
        tutor('What exactly do you mean by the stroma?'),
        learner("I don't know"),
      ],
    });
    // Stuck on what the tutor asked about: the tutor stays with it.
    expect(point).toMatchObject({ concept: 'the stroma', source: 'earlier' });
    expect(point.earlier).toBe('the Calvin cycle');
  });

  it("falls back to the learner's focus, then to the topic", async () => {
    const history = [tutor('What do you know already?'), learner('no idea')];
    expect(await findTalkingPoint({ ...base, signal: 'stuck', history })).toMatchObject({
      concept: 'the light reactions',
      source: 'focus',
      quote: null,
    });
    expect(await findTalkingPoint({ ...base, focus: '', signal: 'stuck', history })).toMatchObject({
      concept: 'photosynthesis',
      source: 'topic',
    });
  });

  it('leaves the topic itself out, and treats a concept of the goal as no news', async () => {
    const point = await findTalkingPoint({
      ...base,
      goal: 'Pass my biology exam next week',
      signal: 'answer',
      history: [tutor('What now?'), learner('For the exam I need photosynthesis and the two stages.')],
    });
    expect(point.concept).toBe('the two stages');
  });
});

describe('focusConcept', () => {
  it('is the main concept of the focus, or the topic', async () => {
    expect(await focusConcept('Why the monarchy collapsed in 1789', 'The French Revolution')).toBe(
      'the monarchy',
    );
    expect(await focusConcept('', 'The French Revolution')).toBe('the French Revolution');
  });
});
