import { subjectWords } from '../../content-words.js';
import type { TermKnowledge } from './term-knowledge.js';

/**
 * The key of a short answer that explains a term: the subject words of its definition's first
 * clause, the term's own words left out (an answer may not earn credit by repeating the term).
 */
const KEY_WORDS = 4;

export function explanationKeyConcepts(k: Pick<TermKnowledge, 'term' | 'definition'>): string[] {
  const termWords = new Set(subjectWords(k.term));
  return subjectWords(firstClause(k.definition), termWords).slice(0, KEY_WORDS);
}

/** A definition's first clause, capitalised as an option or an accepted answer. */
export function firstClause(definition: string): string {
  const first = definition.split(/;\s/)[0] ?? definition;
  return first.charAt(0).toUpperCase() + first.slice(1);
}
