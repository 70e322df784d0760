import { describe, expect, it } from 'vitest';
import { chunkIntoPassages } from './passage-chunks.js';

const sentence = (n: number) => `Sentence number ${n} says one thing.`;

describe('chunkIntoPassages', () => {
  it('groups a paragraph into runs of at most four sentences', () => {
    const paragraph = Array.from({ length: 9 }, (_, i) => sentence(i + 1)).join(' ');
    const passages = chunkIntoPassages(paragraph);
    expect(passages).toHaveLength(3);
    expect(passages[0]).toBe([1, 2, 3, 4].map(sentence).join(' '));
    expect(passages[2]).toBe(sentence(9));
  });

  it('never lets a passage span two paragraphs', () => {
    expect(chunkIntoPassages(`${sentence(1)}\n\n${sentence(2)}\n${sentence(3)}`)).toEqual([
      sentence(1),
      sentence(2),
      sentence(3),
    ]);
  });

  it('starts a new passage before one would pass the character limit, keeping sentences whole', () => {
    const long = `Word ${'word '.repeat(59).trim()}.`;
    const passages = chunkIntoPassages(`${long} ${long} ${long}`, { maxSentences: 4, maxChars: 700 });
    expect(passages).toEqual([`${long} ${long}`, long]);
  });

  it('cuts a sentence longer than any passage at spaces', () => {
    const runOn = 'word '.repeat(700).trim();
    const passages = chunkIntoPassages(runOn);
    expect(passages.length).toBeGreaterThan(1);
    expect(passages.every((passage) => passage.length <= 1500)).toBe(true);
    expect(passages.join(' ')).toBe(runOn);
  });
});
