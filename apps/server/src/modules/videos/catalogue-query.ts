import { wordsOf } from './search-terms.js';

/** Most words a catalogue query looks for; the rest of a long query adds little and costs time. */
const MAX_WORDS = 12;

/**
 * A to_tsquery text that matches any of the words (OR), so that "cells and photosynthesis" finds a
 * video about either. Only letters and digits reach it, so a learner cannot write tsquery operators;
 * PostgreSQL stems each word and drops stop words. Null when there is no word at all.
 */
export function anyWordTsQuery(words: string[]): string | null {
  const unique = [...new Set(words.flatMap(wordsOf))].slice(0, MAX_WORDS);
  return unique.length > 0 ? unique.join(' | ') : null;
}
