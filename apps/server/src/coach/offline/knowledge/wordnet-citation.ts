import type { TermKnowledge } from './term-knowledge.js';
import { senseNumber } from './noun-links.js';

/** What the learner reads as the source of a WordNet key: “WordNet 3.1, the noun “denominator” (sense 1 of 2)”. */
export function wordnetCitation(k: TermKnowledge, what?: string): string {
  const sense = senseNumber(k.term, k.synset);
  const numbered = sense ? ` (sense ${sense.number} of ${sense.count})` : '';
  return `${k.source}, the noun “${displayedTerm(k)}”${numbered}${what ? `: ${what}` : ''}`;
}

/** The term as WordNet spells it in the sense: “French Revolution”, “ATP”. */
export function displayedTerm(k: TermKnowledge): string {
  return k.synset.words.find((w) => w.toLowerCase() === k.term.toLowerCase()) ?? k.term;
}
