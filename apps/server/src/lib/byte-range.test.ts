import { describe, expect, it } from 'vitest';
import { parseByteRange } from './byte-range.js';

describe('parseByteRange', () => {
  it('reads a-b, a- and the suffix -n against the size', () => {
    expect(parseByteRange('bytes=0-1', 100)).toEqual({ kind: 'part', start: 0, end: 1 });
    expect(parseByteRange('bytes=10-', 100)).toEqual({ kind: 'part', start: 10, end: 99 });
    expect(parseByteRange('bytes=-10', 100)).toEqual({ kind: 'part', start: 90, end: 99 });
    // A suffix longer than the file is the whole file, as a range.
    expect(parseByteRange('bytes=-500', 100)).toEqual({ kind: 'part', start: 0, end: 99 });
    // An end beyond the file is cut to it.
    expect(parseByteRange('bytes=50-5000', 100)).toEqual({ kind: 'part', start: 50, end: 99 });
  });

  it('says a range that starts beyond the end cannot be satisfied', () => {
    expect(parseByteRange('bytes=100-', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseByteRange('bytes=200-300', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseByteRange('bytes=-0', 100)).toEqual({ kind: 'unsatisfiable' });
  });

  it('answers the whole file for no header, another unit, several ranges or nonsense', () => {
    for (const header of [undefined, '', 'items=0-1', 'bytes=0-1,5-6', 'bytes=abc', 'bytes=-', 'bytes=9-3'])
      expect(parseByteRange(header, 100), String(header)).toEqual({ kind: 'whole' });
  });
});
