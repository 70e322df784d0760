import { lexicalSynsetAt, PARTS_OF_SPEECH, synsetsIn, type LexicalSynset } from './wordnet-lexicon.js';
import { relationBetween } from './word-relations.js';

/**
 * Whether WordNet lists two words as saying the same in some sense (decision 063), for a word of an
 * accepted answer that no common sense of the learner's word reached: a shared sense in any of their
 * senses, of one part of speech ("give" and "make"), or two adjectives WordNet points to each other as
 * similar or "see also" ("equal" and "same"). One link, never a kind or a word of a definition: those
 * reached too far and gave off-topic answers credit (issue 37). Never antonyms.
 */
const ADJECTIVE_LINKS = new Set(['&', '^']);

export function nearSynonym(word: string, written: string): boolean {
  if (word === written || relationBetween(word, written) === 'opposite') return false;
  for (const pos of PARTS_OF_SPEECH) {
    const a = synsetsIn(pos, word);
    const b = synsetsIn(pos, written);
    if (a.length === 0 || b.length === 0) continue;
    const ids = new Set(b.map(idOf));
    if (a.some((s) => ids.has(idOf(s)))) return true;
    if (pos === 'adj' && (linked(a, ids) || linked(b, new Set(a.map(idOf))))) return true;
  }
  return false;
}

function linked(from: readonly LexicalSynset[], to: ReadonlySet<string>): boolean {
  return from.some((s) =>
    s.pointers.some(
      (p) => ADJECTIVE_LINKS.has(p.symbol) && to.has(idOf(lexicalSynsetAt(p.partOfSpeech, p.offset))),
    ),
  );
}

function idOf(synset: LexicalSynset): string {
  return `${synset.partOfSpeech}:${synset.offset}`;
}
