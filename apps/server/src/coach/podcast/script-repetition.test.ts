import { describe, expect, it } from 'vitest';
import type { PodcastScript } from '../podcast-script.js';
import { mostlyRepeated, scriptRepetition } from './script-repetition.js';

const script = (...lines: string[]): Pick<PodcastScript, 'segments'> => ({
  segments: [
    {
      title: 'Body',
      minutes: 1,
      turns: lines.map((text, index) => ({ speaker: index % 2 ? 'cohost' : 'host', text })),
    },
  ],
});

describe('scriptRepetition', () => {
  it('counts the lines said before word for word, whatever the spacing or case', () => {
    const earlier = script('Welcome to “Tides · Nov 1”.', 'The moon pulls the sea.', 'Got it.');
    const later = script('Welcome to “Tides · Nov 2”.', 'the moon  pulls the sea.', 'Got it.', 'A new fact.');
    expect(scriptRepetition(earlier, later)).toEqual({ repeated: 2, total: 4 });
  });

  it('counts across segments, in any order', () => {
    const earlier: Pick<PodcastScript, 'segments'> = {
      segments: [
        { title: 'A', minutes: 1, turns: [{ speaker: 'host', text: 'One.' }] },
        { title: 'B', minutes: 1, turns: [{ speaker: 'host', text: 'Two.' }] },
      ],
    };
    expect(scriptRepetition(earlier, script('Two.', 'One.'))).toEqual({ repeated: 2, total: 2 });
  });
});

describe('mostlyRepeated', () => {
  it('holds only when more than half of the lines came before', () => {
    expect(mostlyRepeated({ repeated: 3, total: 5 })).toBe(true);
    expect(mostlyRepeated({ repeated: 2, total: 4 })).toBe(false);
    expect(mostlyRepeated({ repeated: 0, total: 0 })).toBe(false);
  });
});
