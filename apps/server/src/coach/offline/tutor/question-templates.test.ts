import { describe, expect, it } from 'vitest';
import { recognizeMove } from './move-recognition.js';
import { QUESTION_TEMPLATES } from './question-templates.js';
import type { SocraticMove } from './socratic-moves.js';
import { fillTemplate } from './template-text.js';

const SAMPLE_SLOTS = {
  concept: 'the light reactions',
  topic: 'photosynthesis',
  focus: 'How the light reactions and the Calvin cycle connect',
  goal: 'Pass my biology exam',
  earlier: 'chlorophyll',
};
const templates = Object.entries(QUESTION_TEMPLATES).flatMap(([move, list]) =>
  list.map((template) => ({ move: move as SocraticMove, ...template })),
);

describe('question templates', () => {
  it.each(templates)('$move: "$text" asks exactly one question, at the end', ({ text }) => {
    expect(text.endsWith('?')).toBe(true);
    expect(text.split('?')).toHaveLength(2);
    expect(text).not.toMatch(/[<>[\]()*_`#|\\]/);
  });

  it('gives every move wordings for both registers', () => {
    for (const [move, list] of Object.entries(QUESTION_TEMPLATES)) {
      // Checked and taught replies are written from the check, not from templates.
      if (move === 'check' || move === 'teach') continue;
      for (const register of ['simple', 'standard']) {
        const usable = list.filter((t) => (t.register ?? register) === register && t.style === undefined);
        expect(usable.length, `${move} ${register}`).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('has no two wordings alike', () => {
    const texts = templates.map((t) => t.text);
    expect(new Set(texts).size).toBe(texts.length);
  });
});

describe('recognizeMove', () => {
  it.each(templates)('reads "$text" back as $move', ({ move, text }) => {
    const question = fillTemplate(text, SAMPLE_SLOTS);
    expect(question).not.toBeNull();
    expect(recognizeMove(`Thanks, that helps. You said “the light reactions work”. ${question}`)).toBe(move);
  });

  it('does not place a reply it did not write, or one cut off mid-stream', () => {
    expect(recognizeMove('The Calvin cycle fixes carbon dioxide into sugar.')).toBeNull();
    expect(recognizeMove('What exactly do you mean by')).toBeNull();
    expect(recognizeMove('')).toBeNull();
  });
});
