import { nounLemmas } from './noun-lemmas.js';
import { chooseSense, fitsTopicFields, splitSubjectLabel } from './sense-choice.js';
import { nounSenses, synsetAt, WORDNET_SOURCE, type Synset } from '../../../knowledge/wordnet/wordnet.js';

/**
 * What the knowledge base can stand behind about a term, in the sense that fits the topic: its
 * definition, what it is a kind of, its own kinds, what it is part of and its parts. Every fact
 * names its source, so the tutor and the post-assessment can quote it as WordNet's, not their own.
 */
export interface TermKnowledge {
  /** The term as WordNet lists it: "denominator", "common denominator". */
  term: string;
  definition: string;
  source: typeof WORDNET_SOURCE;
  /** WordNet's subject label when the definition opened with one: "biology" for "(biology) …". */
  label: string | null;
  kindOf: string[];
  kinds: string[];
  partOf: string[];
  parts: string[];
  /** The term's other senses' definitions: options that look right and are not, for the topic. */
  otherSenses: string[];
  synset: Synset;
  /**
   * Whether WordNet gives any evidence that this sense belongs to the topic's subject: false for
   * the fungus "rust" in a topic on the Rust language, which WordNet does not know.
   */
  fitsTopic: boolean;
}

const DETERMINERS = /^(?:a|an|the|this|that|these|those|my|your|our|their|his|her|its)\s+/i;
const HOLONYMS = new Set(['#p', '#m', '#s']);
const MERONYMS = new Set(['%p', '%m', '%s']);
const RELATED_LISTED = 6;

/**
 * The term in the sense the topic means ("leaves" in photosynthesis: the leaf, the plant organ); null
 * when WordNet has no noun for it, or has several senses and the topic speaks for none of them.
 */
export function knowTerm(term: string, topic: string): TermKnowledge | null {
  const chosen = chooseSense(term, topic);
  return chosen && knowledgeOf(chosen.lemma, chosen.sense, chosen.senses, topic);
}

/**
 * A sense already known, such as a kind or a part WordNet links to, read as a term of the topic:
 * looking its name up again could land on another of its senses ("hood" of a plant, not of a cobra).
 */
export function knowSense(sense: Synset, topic: string): TermKnowledge | null {
  const lemma = sense.words[0];
  if (lemma === undefined) return null;
  const senses = nounSenses(lemma);
  return knowledgeOf(lemma.toLowerCase(), sense, senses.length > 0 ? senses : [sense], topic);
}

function knowledgeOf(lemma: string, sense: Synset, senses: readonly Synset[], topic: string): TermKnowledge {
  const { label, definition } = splitSubjectLabel(sense.definition);
  return {
    term: lemma,
    definition,
    source: WORDNET_SOURCE,
    label,
    kindOf: related(sense, (s) => s === '@' || s === '@i'),
    kinds: related(sense, (s) => s === '~' || s === '~i'),
    partOf: related(sense, (s) => HOLONYMS.has(s)),
    parts: related(sense, (s) => MERONYMS.has(s)),
    otherSenses: senses
      .filter((s) => s.offset !== sense.offset)
      .map((s) => splitSubjectLabel(s.definition).definition),
    synset: sense,
    fitsTopic: fitsTopicFields(sense, topic),
  };
}

/** Whether WordNet lists `kind` among what `term` (in the topic's sense) is a kind of, up to four steps up. */
export function isKindOf(knowledge: TermKnowledge, kind: string): boolean {
  const wanted = kind.toLowerCase().replace(DETERMINERS, '');
  const forms = new Set([wanted, ...nounLemmas(wanted)]);
  let level = [knowledge.synset];
  for (let step = 0; step < 4 && level.length > 0; step++) {
    level = level
      .flatMap((s) => s.pointers.filter((p) => p.symbol === '@' || p.symbol === '@i'))
      .map((p) => synsetAt(p.offset));
    if (level.some((s) => s.words.some((w) => forms.has(w.toLowerCase())))) return true;
  }
  return false;
}

function related(sense: Synset, wanted: (symbol: string) => boolean): string[] {
  const names = sense.pointers.filter((p) => wanted(p.symbol)).map((p) => synsetAt(p.offset).words[0] ?? '');
  return [...new Set(names.filter((n) => n !== ''))].slice(0, RELATED_LISTED);
}
