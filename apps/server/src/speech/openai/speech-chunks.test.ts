import { describe, expect, it } from 'vitest';

import { splitForSpeech } from './speech-chunks.js';

describe('splitForSpeech', () => {
  it('keeps a short turn whole', () => {
    expect(splitForSpeech('  One sentence. Two!  ')).toEqual(['One sentence. Two!']);
  });

  it('splits at sentence ends, never past the limit', () => {
    const sentence = 'This sentence is exactly fifty characters long ok. ';
    const text = sentence.repeat(200);
    const chunks = splitForSpeech(text, 4000);
    expect(chunks.length).toBe(3);
    for (const chunk of chunks) {
      expect(chunk.length).toBeLessThanOrEqual(4000);
      expect(chunk.endsWith('ok.')).toBe(true);
    }
    expect(chunks.join(' ')).toBe(text.trim());
  });

  it('splits a sentence longer than the limit at spaces', () => {
    const text = `${'word '.repeat(30).trim()}.`;
    const chunks = splitForSpeech(text, 40);
    expect(chunks.every((chunk) => chunk.length <= 40)).toBe(true);
    expect(chunks.join(' ')).toBe(text);
  });
});
