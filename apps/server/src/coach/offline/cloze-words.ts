import { stem } from '../content-words.js';
import { nounSenses } from '../../knowledge/wordnet/wordnet.js';

/**
 * What a fill-the-blank question is made of (issue 23 and 24): a sentence a source says, long enough to
 * mean something and readable alone, with one of its nouns left out. The post-assessment and the podcast's
 * "pause and think" questions both take their blanks this way.
 */

export const BLANK = '_____';
/** Long enough to say something, short enough to read in a question. */
export const SENTENCE_WORDS = { min: 8, max: 40 };
/** A sentence that leans on the one before it ("It", "This") cannot be read alone. */
export const LEANS_ON_CONTEXT = /^(it|this|these|they|those|he|she|its|their|such|however|thus|also)\b/i;

export interface Blankable {
  /** As it is written in the sentence. */
  word: string;
  /** WordNet's lexicographer file of its most frequent noun sense: the kind of thing it names. */
  kind: string;
}

/** A word of the passages WordNet knows as a noun, with the kind of thing it names; null otherwise. */
export function blankable(word: string): Blankable | null {
  if (word.length < 4 || !/^\p{L}+$/u.test(word)) return null;
  const [sense] = nounSenses(word).length > 0 ? nounSenses(word) : nounSenses(stem(word));
  return sense ? { word, kind: sense.lexicalFile } : null;
}

/** Whether the word is half of a two-word name WordNet knows ("carbon" in "carbon dioxide"). */
export function inCompound(said: readonly string[], at: number): boolean {
  const word = said[at]!;
  const before = said[at - 1];
  const after = said[at + 1];
  return (
    (before !== undefined && nounSenses(`${before} ${word}`).length > 0) ||
    (after !== undefined && nounSenses(`${word} ${after}`).length > 0)
  );
}
