import { describe, expect, it } from 'vitest';
import { sentenceGated } from './sentence-gate.js';

async function* pieces(...parts: string[]): AsyncGenerator<string> {
  for (const part of parts) yield part;
}

async function gated(...parts: string[]) {
  const dropped: string[] = [];
  const shown: string[] = [];
  for await (const piece of sentenceGated(pieces(...parts), (s) => dropped.push(s))) shown.push(piece);
  return { shown, text: shown.join(''), dropped };
}

describe('a reply streamed a sentence at a time where it has numbers', () => {
  it('passes words without numbers through as they come', async () => {
    const { shown, dropped } = await gated('What do ', 'you think ', 'chlorophyll does? ', 'Take a guess.');
    expect(shown).toEqual(['What do ', 'you think ', 'chlorophyll does? ', 'Take a guess.']);
    expect(dropped).toEqual([]);
  });

  it('holds a sentence with a sum until it ends, and shows it when it is true', async () => {
    const { text, dropped } = await gated('Right: 7 × ', '8 = 56. ', 'What about 8 × 7?');
    expect(text).toBe('Right: 7 × 8 = 56. What about 8 × 7?');
    expect(dropped).toEqual([]);
  });

  it('leaves out a sentence that states false arithmetic, and keeps the rest', async () => {
    const { text, dropped } = await gated('Great job! ', 'Indeed 7 × ', '8 = 54. ', 'Can you check it?');
    expect(text).toBe('Great job! Can you check it?');
    expect(dropped).toEqual(['Indeed 7 × 8 = 54. ']);
  });

  it('checks the last words when the stream fails, then lets the failure through', async () => {
    async function* failing(): AsyncGenerator<string> {
      yield 'Well. ';
      yield 'So 2 + 2 = 5';
      throw new Error('cut');
    }
    const shown: string[] = [];
    await expect(async () => {
      for await (const piece of sentenceGated(failing(), () => {})) shown.push(piece);
    }).rejects.toThrow('cut');
    expect(shown.join('')).toBe('Well. ');
  });
});
