import { nounLemmas } from './noun-lemmas.js';
import { synsetsIn } from '../../../knowledge/wordnet/wordnet-lexicon.js';

/**
 * Reads a learner's class-membership claims (issue 23): "a whale is a fish", "whales are mammals",
 * "a bat is a kind of bird", "a whale is not a fish", also inside longer messages ("I think a whale
 * is a fish because it swims"). Deliberately narrow: a claim is read only when both sides are
 * WordNet nouns and the shape is unmistakable, since a misread claim could be refuted wrongly.
 * Anything else ("a whale is big", "it is a fish", "some whales are grey") reads as nothing.
 */

export interface ClassClaimText {
  /** The claim in the learner's words, lower-cased: “a whale is a fish”. */
  statement: string;
  /** The member as written, a WordNet noun: "whales". */
  member: string;
  /** The class as written, a WordNet noun: "fish". */
  kind: string;
  /** "a whale is not a fish". */
  negated: boolean;
}

/** Most words long enough to be one side of a claim: "sea cow" and "blue whale" are WordNet nouns. */
const MAX_NOUN_WORDS = 3;
const ARTICLES = new Set(['a', 'an']);
/** Before a singular member: "a whale is", "the whale is", "every whale is". */
const SINGULAR_DETERMINERS = new Set(['a', 'an', 'the', 'every', 'each']);
/** Before a plural member: a quantifier ("some whales are…") makes a claim this check cannot refute. */
const QUANTIFIERS = new Set(
  'some most many few several no both which what whose any certain other these those'.split(' '),
);
const KIND_WORDS = new Set(['kind', 'type', 'sort', 'kinds', 'types', 'sorts']);
const COPULAS: Readonly<Record<string, { plural: boolean; negated: boolean }>> = {
  is: { plural: false, negated: false },
  "isn't": { plural: false, negated: true },
  are: { plural: true, negated: false },
  "aren't": { plural: true, negated: true },
};
/** Words that end a noun phrase: pronouns, determiners, conjunctions, prepositions, verbs of saying. */
const STOPS = new Set(
  `i you he she it we they me him her us them my your his its our their this that these those there here
  a an the every each all some most many few several no both any certain other which what whose who whom
  and or but so because since as if when while though although then than too also not only just really
  actually probably maybe perhaps right like with without in on at of for from to by about into onto
  think thought believe guess know knew say said says reckon heard read learned learnt mean means
  is are was were be been isn't aren't do does did don't doesn't can could will would should might must
  yes no well okay ok oh um hmm very quite`.split(/\s+/),
);

/** The class claims of a message, in order; [] when it makes none this reader is sure of. */
export function readClassClaims(message: string): ClassClaimText[] {
  return clausesOf(message).flatMap(claimsInClause);
}

function clausesOf(message: string): string[][] {
  return message
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .split(/[.!?;:,()"“”\n]+/)
    .map((clause) => clause.match(/[a-z][a-z'-]*/g) ?? []);
}

function claimsInClause(words: readonly string[]): ClassClaimText[] {
  const claims: ClassClaimText[] = [];
  words.forEach((word, at) => {
    const copula = COPULAS[word];
    if (!copula) return;
    const claim = claimAt(words, at, copula);
    if (claim) claims.push(claim);
  });
  return claims;
}

function claimAt(
  words: readonly string[],
  at: number,
  copula: { plural: boolean; negated: boolean },
): ClassClaimText | null {
  const memberStart = runStart(words, at);
  const memberWords = words.slice(memberStart, at);
  const determiner = words[memberStart - 1];
  if (memberWords.length === 0 || memberWords.length > MAX_NOUN_WORDS) return null;
  // "a whale is…" needs its article: "water is a liquid" may be a mass noun, "Pluto is…" a name.
  if (!copula.plural && !(determiner !== undefined && SINGULAR_DETERMINERS.has(determiner))) return null;
  if (copula.plural && determiner !== undefined && QUANTIFIERS.has(determiner)) return null;

  let next = at + 1;
  const negated = copula.negated || words[next] === 'not';
  if (words[next] === 'not') next += 1;
  const article = words[next] !== undefined && ARTICLES.has(words[next] as string);
  if (article) next += 1;
  const kindOf = KIND_WORDS.has(words[next] ?? '') && words[next + 1] === 'of';
  if (kindOf) {
    next += 2;
    if (ARTICLES.has(words[next] ?? '')) next += 1;
  }
  // "a whale is big": without an article or "kind of", a singular claim names no class.
  if (!copula.plural && !article && !kindOf) return null;
  if (copula.plural && article && !kindOf) return null;
  const kindEnd = runEnd(words, next);
  const kindWords = words.slice(next, kindEnd);
  if (kindWords.length === 0 || kindWords.length > MAX_NOUN_WORDS) return null;
  // "whales are grey": a bare word WordNet also lists as an adjective is read as one.
  if (!article && !kindOf && kindWords.length === 1 && isAdjective(kindWords[0] as string)) return null;

  const member = nounOf(memberWords);
  const kind = nounOf(kindWords);
  if (member === null || kind === null) return null;
  const spoken = SINGULAR_DETERMINERS.has(determiner ?? '') || determiner === 'all' ? [determiner] : [];
  return {
    statement: [...spoken, ...words.slice(memberStart, kindEnd)].join(' '),
    member,
    kind,
    negated,
  };
}

/** Where the run of non-stop words ending just before `end` starts. */
function runStart(words: readonly string[], end: number): number {
  let start = end;
  while (start > 0 && !STOPS.has(words[start - 1] as string)) start -= 1;
  return start;
}

function runEnd(words: readonly string[], start: number): number {
  let end = start;
  while (end < words.length && !STOPS.has(words[end] as string)) end += 1;
  return end;
}

/**
 * The noun a phrase names: the phrase itself where WordNet lists it ("killer whale"), else its last
 * word after adjectives only ("big whale" → "whale"); null when neither reading holds.
 */
function nounOf(words: readonly string[]): string | null {
  const phrase = words.join(' ');
  if (nounLemmas(phrase).length > 0) return phrase;
  const head = words.at(-1) as string;
  const modifiers = words.slice(0, -1);
  if (modifiers.length > 0 && modifiers.every(isAdjective) && nounLemmas(head).length > 0) return head;
  return null;
}

function isAdjective(word: string): boolean {
  return synsetsIn('adj', word).length > 0;
}
