import { stem, subjectWords, words } from '../../content-words.js';
import type { TermKnowledge } from './term-knowledge.js';

/**
 * The key of a short answer that explains a term: the subject words of its definition's first
 * clause, the term's own words left out (an answer may not earn credit by repeating the term).
 */
const KEY_WORDS = 4;

export function explanationKeyConcepts(k: Pick<TermKnowledge, 'term' | 'definition'>): string[] {
  const termWords = new Set(subjectWords(k.term));
  const clause = firstClause(k.definition);
  // subjectWords compares crude stems ("photosynthesi"); the key shows each word as the definition writes it.
  const written = words(clause).map((w) => w.replace(/'s?$/, ''));
  return subjectWords(clause, termWords)
    .slice(0, KEY_WORDS)
    .map((root) => written.find((w) => stem(w) === root || w === root) ?? root);
}

/** A definition's first clause, capitalised as an option or an accepted answer. */
export function firstClause(definition: string): string {
  const first = definition.split(/;\s/)[0] ?? definition;
  return first.charAt(0).toUpperCase() + first.slice(1);
}
