import { describe, expect, it } from 'vitest';
import { classifyLearnerMessage, questionIn } from './learner-signal.js';

describe('classifyLearnerMessage', () => {
  it.each([
    "I don't know",
    'i dont know',
    'idk',
    'No idea, sorry.',
    "I'm lost",
    'not sure',
    'hmm',
    '?',
    '',
    "I really don't know what that means",
  ])('reads %j as stuck', (text) => {
    expect(classifyLearnerMessage(text)).toBe('stuck');
  });

  it('reads a long answer with a doubt in it as an answer', () => {
    expect(
      classifyLearnerMessage(
        'I know plants use sunlight and chlorophyll, but I am not sure how the light reactions work.',
      ),
    ).toBe('answer');
  });

  it.each([
    'What is the Calvin cycle?',
    'how does the heel flap work?',
    'Why did the king call the Estates-General?',
  ])('reads %j as a question', (text) => {
    expect(classifyLearnerMessage(text)).toBe('question');
  });

  it('reads a tentative answer ending in a question mark as an answer', () => {
    expect(classifyLearnerMessage('Maybe to the Calvin cycle? It makes sugar from carbon dioxide.')).toBe(
      'answer',
    );
    expect(classifyLearnerMessage('So the light reaction feeds the Calvin cycle?')).toBe('answer');
  });

  it.each(['Just tell me the answer', 'Can you explain it?', "What's the answer?"])(
    'reads %j as asking for the answer',
    (text) => {
      expect(classifyLearnerMessage(text)).toBe('wants_answer');
    },
  );

  it('reads a word or three as brief', () => {
    expect(classifyLearnerMessage('sunlight')).toBe('brief');
    expect(classifyLearnerMessage('money and power')).toBe('brief');
    expect(classifyLearnerMessage('Money, I guess, and people who support it.')).toBe('answer');
  });
});

describe('questionIn', () => {
  it('finds the genuine question in a message, without its question mark', () => {
    expect(questionIn('I read about it. What is the Calvin cycle?')).toBe('What is the Calvin cycle');
    expect(questionIn('So it is the Calvin cycle?')).toBeNull();
  });
});
