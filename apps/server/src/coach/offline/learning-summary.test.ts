import { describe, expect, it } from 'vitest';
import { summarizeChat } from './learning-summary.js';

const tutor = (content: string) => ({ role: 'assistant' as const, content });
const learner = (content: string) => ({ role: 'user' as const, content });

describe("the report's chat concepts", () => {
  it("come from the learner's messages, never from the tutor's own filler", async () => {
    const { concepts } = await summarizeChat({
      topic: 'Fractions',
      chat: [
        tutor("Let's find a foothold. What's your own best guess? Try an everyday analogy."),
        learner('A fraction has a numerator on top and a denominator below.'),
        tutor('Good foothold. Give me an everyday analogy with a pizza for the denominator.'),
        learner('The denominator is how many equal slices the pizza is cut into.'),
      ],
    });
    expect(concepts).toEqual(expect.arrayContaining(['denominator', 'numerator', 'pizza']));
    for (const filler of ['foothold', 'guess', 'everyday analogy', 'analogy']) {
      expect(concepts).not.toContain(filler);
    }
  });

  it('never take a request for help for a concept of the topic', async () => {
    const { concepts } = await summarizeChat({
      topic: 'The French Revolution',
      chat: [
        learner('Can you give me a hint? I need a clue, or just a definition and an explanation.'),
        tutor('What do you know about the Estates-General?'),
        learner('The Estates-General met at Versailles in 1789.'),
      ],
    });
    expect(concepts).toEqual(expect.arrayContaining(['Versailles']));
    expect(concepts.join(' ')).not.toMatch(/hint|clue|definition|explanation/i);
  });

  it('never take markup, code or addresses for concepts', async () => {
    const { concepts } = await summarizeChat({
      topic: 'Photosynthesis',
      chat: [
        tutor('What does the leaf do with light?'),
        learner(
          'Here is my drawing <img src="https://example.org/leaf.png" alt="leaf"> of chlorophyll in the chloroplast, see https://example.org/chloroplast-diagram',
        ),
      ],
    });
    expect(concepts).toEqual(expect.arrayContaining(['chlorophyll', 'chloroplast']));
    expect(concepts.join(' ')).not.toMatch(/img|src|alt|https|example|png|diagram/);
  });
});
