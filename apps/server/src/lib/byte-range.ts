/** What a Range header asks of a file of a known size (RFC 9110 §14). */
export type RangeRequest =
  { kind: 'whole' } | { kind: 'part'; start: number; end: number } | { kind: 'unsatisfiable' };

/**
 * Reads one `bytes=` range against the file's size: `a-b`, `a-` and the suffix `-n` (the last n bytes,
 * computed here because some stores get suffixes wrong). A header that is absent, malformed, of another
 * unit or asks for several ranges is answered with the whole file, as RFC 9110 allows; a range that starts
 * at or beyond the end is unsatisfiable (416).
 */
export function parseByteRange(header: string | undefined, size: number): RangeRequest {
  if (!header) return { kind: 'whole' };
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'part', start, end };
}
