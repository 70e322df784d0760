import { describe, expect, it } from 'vitest';
import type { FilterEngine } from './filter-engine.js';
import { engineOf } from './filter-rules.fixture.js';
import { canCutBefore, StreamedTextCheck } from './streamed-text-check.js';

/** The verdict after each piece, as the streamed check gives it. */
function streamed(engine: FilterEngine, pieces: readonly string[]) {
  const check = new StreamedTextCheck(engine);
  return pieces.map((piece) => check.add(piece));
}

/** The verdict after each piece, as checking the whole text so far gives it. */
function whole(engine: FilterEngine, pieces: readonly string[]) {
  return pieces.map((_, n) => engine.check(pieces.slice(0, n + 1).join('')));
}

describe('StreamedTextCheck', () => {
  it('catches a blocked term split across two pieces', () => {
    const engine = engineOf({ keywords: ['idiot'] });
    expect(streamed(engine, ['You are an id', 'iot, frankly.']).map((v) => v?.matched ?? null)).toEqual([
      null,
      'idiot',
    ]);
  });

  it('catches a phrase split over many pieces, across a line break and doubled spaces', () => {
    const engine = engineOf({ phrases: ['shut up now'] });
    const pieces = ['Please ', 'sh', 'ut', '\n', ' ', ' u', 'p', '  no', 'w!'];
    expect(streamed(engine, pieces).at(-1)?.matched).toBe('shut up now');
    expect(streamed(engine, pieces)).toEqual(whole(engine, pieces));
  });

  it('catches a term split across pieces long after the start, once the read text is dropped', () => {
    const engine = engineOf({ keywords: ['moron'] });
    const filler = Array.from({ length: 200 }, (_, n) => `Sentence ${n} is about cells. `);
    const pieces = [...filler, 'what a mo', 'ron'];
    const verdicts = streamed(engine, pieces);
    expect(verdicts.slice(0, -1).every((v) => v === null)).toBe(true);
    expect(verdicts.at(-1)?.matched).toBe('moron');
  });

  it('judges a whole word at a piece boundary as the whole text would', () => {
    const engine = engineOf({ matchType: 'exact', keywords: ['ass'] });
    // "ass" ends the first piece: a whole word for now, as the whole text so far says too.
    expect(streamed(engine, ['You ass', 'ume too much'])).toEqual(whole(engine, ['You ass', 'ume too much']));
    expect(streamed(engine, ['You ass', 'ume too much'])[0]?.matched).toBe('ass');
    // Once the word goes on, the whole-word term no longer matches.
    expect(streamed(engine, ['You assu', 'me', ' too much']).every((v) => v === null)).toBe(true);
  });

  it('remembers the terms of an `all` filter however far apart they arrive', () => {
    const engine = engineOf({ matchType: 'all', keywords: ['buy', 'essay'] });
    const filler = Array.from({ length: 100 }, () => 'Photosynthesis needs light. ');
    const verdicts = streamed(engine, ['Buy ', ...filler, 'an es', 'say']);
    expect(verdicts.slice(0, -1).every((v) => v === null)).toBe(true);
    expect(verdicts.at(-1)?.matched).toBe('buy, essay');
  });

  it('composes an accent that arrives in the next piece, as the whole text would', () => {
    const engine = engineOf({ keywords: ['café'], caseSensitive: true });
    const pieces = ['A cafe', '\u0301 nearby'];
    expect(streamed(engine, pieces)).toEqual(whole(engine, pieces));
    expect(streamed(engine, pieces)[1]?.matched).toBe('café');
  });

  it('passes everything when there are no filters', () => {
    expect(streamed(engineOf(), ['idiot', 'moron'])).toEqual([null, null]);
  });

  it('never cuts before the second half of a canonical composition', () => {
    const seconds = new Set<string>();
    for (let code = 0; code < 0x30000; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      for (const part of [...String.fromCodePoint(code).normalize('NFD')].slice(1)) seconds.add(part);
    }
    const cuttable = [...seconds].filter((part) => canCutBefore(`a${part}`, 1));
    expect(cuttable).toEqual([]);
  });

  it('gives the verdict of the whole text after every piece, on random texts split at random', () => {
    const engine = engineOf(
      { keywords: ['idiot', 'ΣΟΦΟΣ'], phrases: ['shut up'] },
      { matchType: 'exact', severity: 'high', keywords: ['ass', 'café', 'İstanbul'] },
      { matchType: 'all', severity: 'critical', keywords: ['buy', 'essay'], phrases: ['no questions'] },
      { caseSensitive: true, severity: 'low', keywords: ['NaCl', 'σοφός'] },
    );
    const words = [
      'idiot',
      'shut',
      'up',
      'ass',
      'assume',
      'class',
      'café',
      'cafe',
      '\u0301',
      'İstanbul',
      'istanbul',
      'buy',
      'essay',
      'no',
      'questions',
      'NaCl',
      'nacl',
      'ΣΟΦΟΣ',
      'σοφός',
      'Σ',
      'light',
      'leaf',
      '한',
      '\u1161',
      ' ',
      '  ',
      '\n',
      '\t',
      '.',
      ',',
      '!',
      '7',
      '_',
      '😀',
      'e',
      "'",
    ];
    let seed = 42;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let round = 0; round < 300; round++) {
      let text = '';
      const length = 5 + random(60);
      for (let w = 0; w < length; w++) text += words[random(words.length)]!;
      const pieces: string[] = [];
      for (let at = 0; at < text.length;) {
        const size = 1 + random(12);
        pieces.push(text.slice(at, at + size));
        at += size;
      }
      expect(streamed(engine, pieces), JSON.stringify(pieces)).toEqual(whole(engine, pieces));
    }
  });
});
