import { splitSentences } from './sentences.js';

export interface ChunkLimits {
  /** The most sentences a passage holds. */
  maxSentences: number;
  /** A passage stops growing once it would pass this many characters (a longer sentence stays whole). */
  maxChars: number;
}

/**
 * A few sentences each: enough to quote as an answer, short enough that ranking tells passages apart and a
 * citation points near its words.
 */
const DEFAULT_CHUNK_LIMITS: ChunkLimits = { maxSentences: 4, maxChars: 700 };

/** A sentence longer than this (a run-on list, text without punctuation) is cut at spaces. */
const LONGEST_PIECE = 1500;

function pieces(sentence: string): string[] {
  if (sentence.length <= LONGEST_PIECE) return [sentence];
  const out: string[] = [];
  let rest = sentence;
  while (rest.length > LONGEST_PIECE) {
    const cut = rest.lastIndexOf(' ', LONGEST_PIECE);
    const at = cut > 0 ? cut : LONGEST_PIECE;
    out.push(rest.slice(0, at).trim());
    rest = rest.slice(at).trim();
  }
  if (rest) out.push(rest);
  return out;
}

/**
 * The passages of a section's text: its paragraphs (split at line breaks) cut into runs of whole sentences.
 * A passage never spans two paragraphs, so it keeps to one point.
 */
export function chunkIntoPassages(text: string, limits: ChunkLimits = DEFAULT_CHUNK_LIMITS): string[] {
  const passages: string[] = [];
  for (const paragraph of text.split(/\n+/)) {
    let current: string[] = [];
    let length = 0;
    for (const sentence of splitSentences(paragraph).flatMap(pieces)) {
      const full = current.length >= limits.maxSentences || length + 1 + sentence.length > limits.maxChars;
      if (current.length > 0 && full) {
        passages.push(current.join(' '));
        current = [];
        length = 0;
      }
      current.push(sentence);
      length += (length > 0 ? 1 : 0) + sentence.length;
    }
    if (current.length > 0) passages.push(current.join(' '));
  }
  return passages;
}
