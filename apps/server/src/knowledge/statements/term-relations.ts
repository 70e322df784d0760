import { relationBetween } from '../wordnet/word-relations.js';
import {
  lexicalSynsetAt,
  synsetsIn,
  type LexicalSynset,
  type PartOfSpeech,
} from '../wordnet/wordnet-lexicon.js';
import { oppositeDirections, sameDirection } from './directions.js';

/**
 * How a word of a claim stands to a word of a source (issue 37), by WordNet 3.1 and the direction pairs,
 * read only through close links (research note "reading statements", §8):
 *
 * - same: the same lemma, a shared sense among the first few of each, a word of the same family
 *   ("erupt" and "eruption"), or a verb pointing the same way ("absorb", "take in");
 * - broader: the claim's word is a kind the source's word belongs to, one or two steps up ("gas" for
 *   "oxygen"): the claim says less, and the source still says it;
 * - opposite: an antonym, or a verb pointing the other way ("absorb", "release");
 * - sibling: two nouns of the same kind, one step down from a shared parent ("chloroplast" and
 *   "mitochondrion" are not: they meet only far up), or listed together in the source;
 * - null: no reason to read one as the other.
 */
export type TermRelation = 'same' | 'broader' | 'opposite' | 'sibling';

/** Only the common senses count: WordNet lists senses most frequent first. */
const COMMON_SENSES = 3;
const BROADER_STEPS = 2;
const CACHED = 20_000;
const KIND_OF = new Set(['@', '@i']);
const relations = new Map<string, TermRelation | null>();

export function termRelation(claimWord: string, sourceWord: string): TermRelation | null {
  if (claimWord === sourceWord) return 'same';
  const cacheKey = `${claimWord}\u0000${sourceWord}`;
  const cached = relations.get(cacheKey);
  if (cached !== undefined) return cached;
  const found = computeRelation(claimWord, sourceWord);
  if (relations.size >= CACHED) relations.clear();
  relations.set(cacheKey, found);
  return found;
}

function computeRelation(claim: string, source: string): TermRelation | null {
  if (sameDirection(claim, source)) return 'same';
  if (oppositeDirections(claim, source)) return 'opposite';
  for (const pos of ['noun', 'verb', 'adj', 'adv'] as const) {
    const a = common(pos, claim);
    const b = common(pos, source);
    if (a.length === 0 || b.length === 0) continue;
    if (a.some((x) => b.some((y) => x.offset === y.offset))) return 'same';
  }
  const wordnet = relationBetween(source, claim);
  if (wordnet === 'family') return 'same';
  if (wordnet === 'opposite') return 'opposite';
  if (isBroader(claim, source)) return 'broader';
  if (areSiblings(claim, source)) return 'sibling';
  return null;
}

/** Verbs for the two ends of one span: WordNet's antonyms, but both befall the same thing. */
const SPAN_ENDS = new Set(['begin', 'start', 'commence', 'end', 'finish', 'stop', 'cease', 'conclude']);

/**
 * Whether two opposite words name the two ends of one span ("began" and "ended"): a war that ended in 1945
 * is not denied by one that began in 1939, so neither judge reads them as saying the other way round.
 */
export function endsOfOneSpan(a: string, b: string): boolean {
  return a !== b && SPAN_ENDS.has(a) && SPAN_ENDS.has(b);
}

/** Whether a common sense of `verb` is a direct kind of any sense of `broader` ("shatter" of "break"). */
export function isKindOfVerb(verb: string, broader: string): boolean {
  const wanted = new Set(synsetsIn('verb', broader).map((s) => s.offset));
  return common('verb', verb).some((s) => parentsOf(s).some((p) => wanted.has(p.offset)));
}

/**
 * Whether two verbs each share a common sense with a third: "conserve" and "save" both mean "preserve".
 * Looser than a shared sense, so only for an event other words already pin down.
 */
export function shareASynonym(a: string, b: string): boolean {
  const synonyms = (word: string) =>
    new Set(common('verb', word).flatMap((s) => s.words.filter((w) => w !== a && w !== b)));
  const ofA = synonyms(a);
  return ofA.size > 0 && [...synonyms(b)].some((word) => ofA.has(word));
}

function common(pos: PartOfSpeech, word: string): LexicalSynset[] {
  return synsetsIn(pos, word).slice(0, COMMON_SENSES);
}

function parentsOf(synset: LexicalSynset): LexicalSynset[] {
  return synset.pointers
    .filter((p) => KIND_OF.has(p.symbol))
    .map((p) => lexicalSynsetAt(p.partOfSpeech, p.offset));
}

/** Whether a common noun sense of `general` is a kind that a common sense of `specific` belongs to, within two steps. */
function isBroader(general: string, specific: string): boolean {
  const wanted = new Set(common('noun', general).map((s) => s.offset));
  if (wanted.size === 0) return false;
  let level = common('noun', specific);
  for (let step = 0; step < BROADER_STEPS && level.length > 0; step++) {
    level = level.flatMap(parentsOf);
    if (level.some((s) => wanted.has(s.offset))) return true;
  }
  return false;
}

/**
 * Whether a common sense of `general` is an ancestor of one of `specific`, however far up ("virus" of
 * "variola virus", four kinds up): naming a broader kind is never saying another thing, though it is too
 * far to count as saying the same.
 */
export function isAncestorKind(general: string, specific: string): boolean {
  const wanted = new Set(common('noun', general).map((s) => s.offset));
  if (wanted.size === 0) return false;
  const seen = new Set<number>();
  let level = common('noun', specific);
  while (level.length > 0) {
    level = level.flatMap(parentsOf).filter((s) => !seen.has(s.offset) && seen.add(s.offset));
    if (level.some((s) => wanted.has(s.offset))) return true;
  }
  return false;
}

/** Two nouns under one direct parent, in their first two senses: oxygen and nitrogen (both a gas). */
function areSiblings(a: string, b: string): boolean {
  const parentsA = new Set(
    common('noun', a)
      .slice(0, 2)
      .flatMap(parentsOf)
      .map((s) => s.offset),
  );
  if (parentsA.size === 0) return false;
  return common('noun', b)
    .slice(0, 2)
    .flatMap(parentsOf)
    .some((s) => parentsA.has(s.offset));
}

/** Whether a common noun sense of `word` is a kind of `kind`, within `steps` steps up ("obsidian" is a rock). */
export function isKindWithin(kind: string, word: string, steps: number): boolean {
  if (kind === word) return true;
  const kinds = common('noun', kind);
  const wanted = new Set(kinds.map((s) => s.offset));
  // A gloss opens with its genus ("tragedy: drama in which…"): a genus that is a word of the kind's sense
  // ties them where WordNet files the two under different parents (tragedy under the genre "drama").
  const names = new Set(kinds.flatMap((s) => s.words));
  if (common('noun', word).some((s) => names.has(genusOf(s.gloss)))) return true;
  let level = common('noun', word);
  for (let step = 0; step < steps && level.length > 0; step++) {
    level = level.flatMap(parentsOf);
    if (level.some((s) => wanted.has(s.offset))) return true;
  }
  return false;
}

function genusOf(definition: string): string {
  return (
    definition
      .replace(/^(?:a|an|the|any)\s+/i, '')
      .split(/[\s;,]/)[0]
      ?.toLowerCase() ?? ''
  );
}

/**
 * Phrasal verbs WordNet 3.1 does not list, with the WordNet verbs that say the same: Wiktionary's
 * definitions of each ("come up with": "to think of, devise; to propose (an idea, a plan)").
 */
const PHRASAL_VERBS: ReadonlyMap<string, readonly string[]> = new Map([
  ['come up with', ['devise', 'invent', 'propose']],
  ['find out', ['discover', 'learn']],
  ['set up', ['establish', 'found']],
  ['bring in', ['introduce']],
]);

/**
 * How a claim's verb stands to a source's when they are not the same word family (issue 37, decision 059),
 * over every sense, not only the common ones: verbs are WordNet's most polysemous words, and an event is
 * already pinned by its subject and object.
 *
 * - same: the verbs share a synset in any sense ("go" and "run" from 0 to 8, "start" and "begin");
 * - broader: a common sense of the claim's verb is the direct parent of one of the source's ("beat" for
 *   "hammer", "kill" for "execute"): the claim says less;
 * - narrower: the other way round: the same event, but the source does not say the claim's manner.
 */
export function verbTie(claimVerb: string, sourceVerb: string): VerbTie {
  const cacheKey = `${claimVerb}\u0000${sourceVerb}`;
  const cached = ties.get(cacheKey);
  if (cached !== undefined) return cached;
  const found = computeTie(claimVerb, sourceVerb);
  if (ties.size >= CACHED) ties.clear();
  ties.set(cacheKey, found);
  return found;
}

type VerbTie = 'same' | 'broader' | 'narrower' | null;
const ties = new Map<string, VerbTie>();

function computeTie(claimVerb: string, sourceVerb: string): VerbTie {
  const claimWords = PHRASAL_VERBS.get(claimVerb) ?? [claimVerb];
  const sourceWords = PHRASAL_VERBS.get(sourceVerb) ?? [sourceVerb];
  let found: 'broader' | 'narrower' | null = null;
  for (const a of claimWords) {
    for (const b of sourceWords) {
      if (a === b) return 'same';
      const all = synsetsIn('verb', a);
      const other = synsetsIn('verb', b);
      if (all.some((x) => other.some((y) => x.offset === y.offset))) return 'same';
      const mine = common('verb', a);
      const theirs = common('verb', b);
      if (theirs.some((y) => parentsOf(y).some((p) => mine.some((x) => x.offset === p.offset))))
        found = 'broader';
      else if (
        found === null &&
        mine.some((x) => parentsOf(x).some((p) => theirs.some((y) => y.offset === p.offset)))
      )
        found = 'narrower';
    }
  }
  return found;
}

/** Whether a verb of several words is one WordNet or the table above knows: "put to death", "come up with". */
export function isPhrasalVerb(words: string): boolean {
  return PHRASAL_VERBS.has(words) || synsetsIn('verb', words).length > 0;
}
