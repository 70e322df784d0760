/** Words that end in a full stop without ending a sentence. */
const ABBREVIATIONS = new Set([
  'e.g',
  'i.e',
  'etc',
  'vs',
  'cf',
  'c',
  'ca',
  'approx',
  'mr',
  'mrs',
  'ms',
  'dr',
  'prof',
  'st',
  'no',
  'fig',
  'vol',
  'u.s',
  'u.k',
  'a.d',
  'b.c',
]);

/** A sentence's end: its mark (and closing quotes or brackets), the space after, then a capital or digit. */
const BOUNDARY = /[.!?]["”’)\]]*\s+(?=["“‘([]?[\p{Lu}\p{N}])/gu;

/** The word just before a full stop, dots inside it kept ("e.g", "U.S"). */
const wordBefore = (text: string, end: number) =>
  (/([\p{L}.]+)$/u.exec(text.slice(Math.max(0, end - 12), end))?.[1] ?? '').replace(/^\.+/, '');

/**
 * The sentences of one paragraph of prose, in order. A full stop after a known abbreviation or an initial
 * ("J. S. Bach") does not end one; the split errs towards longer sentences, never cut words.
 */
export function splitSentences(paragraph: string): string[] {
  const text = paragraph.replace(/\s+/g, ' ').trim();
  if (!text) return [];
  const sentences: string[] = [];
  let start = 0;
  for (const match of text.matchAll(BOUNDARY)) {
    const markAt = match.index;
    if (text[markAt] === '.') {
      const word = wordBefore(text, markAt);
      if (ABBREVIATIONS.has(word.toLowerCase()) || /^\p{Lu}$/u.test(word)) continue;
      // A list item's number ("2. Explosive eruptions …") belongs to its sentence.
      if (/^\d{1,3}$/.test(text.slice(start, markAt))) continue;
    }
    const end = markAt + match[0].trimEnd().length;
    sentences.push(text.slice(start, end));
    start = markAt + match[0].length;
  }
  const rest = text.slice(start).trim();
  if (rest) sentences.push(rest);
  return sentences;
}
