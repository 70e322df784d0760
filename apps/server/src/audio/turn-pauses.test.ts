import { describe, expect, it } from 'vitest';

import { LONGEST_PAUSE_SECONDS, SHORTEST_PAUSE_SECONDS, pauseAfter } from './turn-pauses.js';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
const handOver = { speakerChanges: true, segmentChanges: false };
const goOn = { speakerChanges: false, segmentChanges: false };
const newSegment = { speakerChanges: true, segmentChanges: true };

describe('pauseAfter', () => {
  it('answers a question handed to the other host quickly', () => {
    expect(pauseAfter('So what is a photon?', handOver)).toBe(0.25);
    expect(pauseAfter(`${words(80)} — so why does that matter?”`, handOver)).toBe(0.35);
  });

  it('pauses longer after a long explanation than after a short reply', () => {
    expect(pauseAfter('Exactly.', handOver)).toBe(0.3);
    expect(pauseAfter(`${words(34)}.`, handOver)).toBe(0.45);
    expect(pauseAfter(`${words(120)}.`, handOver)).toBe(0.6);
  });

  it('adds a paragraph’s breath when the same host goes on, and none after a broken-off sentence', () => {
    expect(pauseAfter('Exactly.', goOn)).toBe(0.4);
    expect(pauseAfter('Well, I was going to say—', handOver)).toBe(0.25);
    expect(pauseAfter('And then…', goOn)).toBe(0.25);
  });

  it('pauses longest between segments, more after a long closing turn', () => {
    expect(pauseAfter('Right.', newSegment)).toBe(0.65);
    expect(pauseAfter(`${words(200)}?`, newSegment)).toBe(0.8);
  });

  it('stays within 0.25–0.8 s for any text, and gives the same pause for the same text', () => {
    const texts = ['', ' ', '?', '…', 'Hm', words(1000), `${words(15)}?`, 'é “quoted”.', '\n\n'];
    for (const text of texts) {
      for (const next of [handOver, goOn, newSegment]) {
        const pause = pauseAfter(text, next);
        expect(pause).toBeGreaterThanOrEqual(SHORTEST_PAUSE_SECONDS);
        expect(pause).toBeLessThanOrEqual(LONGEST_PAUSE_SECONDS);
        expect(pauseAfter(text, next)).toBe(pause);
      }
    }
    const distinct = new Set([5, 20, 40, 60].map((n) => pauseAfter(`${words(n)}.`, handOver)));
    expect(distinct.size).toBe(4);
  });
});
