import type { TaggedToken } from '../language/tagged-text.js';
import { synsetsIn } from '../wordnet/wordnet-lexicon.js';

/** Words that carry no idea of their own in a statement: auxiliaries, intensifiers, fillers. */
const LIGHT = new Set(
  `be have do also very only mostly mainly largely most many much some more less other such still just even
  then now often usually about so too well really actually all each both either neither own same several few
  certain various new instead thus therefore however yet already quite rather almost nearly one ones thing
  things way kind lot lots get got right true correct think guess believe know mean when where while which who whom whose what why how that there here`.split(
    /\s+/,
  ),
);
const CONTENT_POS = new Set(['NOUN', 'PROPN', 'VERB', 'ADJ', 'ADV']);
/** Plurals wink leaves as written when a sentence opens with them (tagged PROPN). */
const IRREGULAR = new Map([
  ['mitochondria', 'mitochondrion'],
  ['bacteria', 'bacterium'],
  ['stomata', 'stoma'],
  ['phenomena', 'phenomenon'],
  ['criteria', 'criterion'],
  ['nuclei', 'nucleus'],
  ['fungi', 'fungus'],
  ['algae', 'alga'],
  ['people', 'people'],
]);

/** Whether the token is a word that says something: a noun, verb, adjective or adverb that is not filler. */
export function isContent(token: TaggedToken): boolean {
  return CONTENT_POS.has(token.pos) && /\p{L}/u.test(token.text) && !LIGHT.has(termOf(token));
}

/**
 * The token's word as statements compare it: its lemma, with a capitalised noun wink left as written
 * ("Plants", "Mitochondria" opening a sentence) brought to its dictionary form.
 */
function termOf(token: TaggedToken): string {
  if (token.pos !== 'PROPN') return token.lemma;
  const lower = token.normal;
  const irregular = IRREGULAR.get(lower);
  if (irregular) return irregular;
  if (lower.endsWith('s') && !lower.endsWith('ss')) {
    for (const [suffix, ending] of [
      ['ies', 'y'],
      ['es', ''],
      ['s', ''],
    ] as const) {
      if (!lower.endsWith(suffix)) continue;
      const form = lower.slice(0, -suffix.length) + ending;
      if (form.length > 2 && synsetsIn('noun', form).length > 0 && synsetsIn('noun', lower).length === 0)
        return form;
    }
  }
  return lower;
}

/**
 * The content words of some tokens, with WordNet's compound nouns kept whole: "carbon dioxide" is one
 * word, not "carbon" and "dioxide".
 */
export function contentTerms(tokens: readonly TaggedToken[]): string[] {
  const terms: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (!isContent(token) || countingPhraseAt(tokens, i)) continue;
    const compound = compoundAt(tokens, i);
    if (compound) {
      terms.push(compound.term);
      i += compound.length - 1;
      continue;
    }
    terms.push(termOf(token));
  }
  return terms;
}

/**
 * "a number of", "an infinite number of", "a large amount of": the phrase counts what follows, as "many"
 * does, and names nothing itself. "The number of triples" does name a number, and stays.
 */
function countingPhraseAt(tokens: readonly TaggedToken[], i: number): boolean {
  if (!['number', 'amount'].includes(tokens[i]!.lemma) || tokens[i + 1]?.normal !== 'of') return false;
  let k = i - 1;
  while (k >= 0 && tokens[k]!.pos === 'ADJ') k -= 1;
  return ['a', 'an'].includes(tokens[k]?.normal ?? '');
}

const NOMINAL = new Set(['NOUN', 'PROPN', 'ADJ']);

/** A WordNet noun of two or three words starting at i ("carbon dioxide", "Year Without a Summer" is not one). */
function compoundAt(tokens: readonly TaggedToken[], i: number): { term: string; length: number } | null {
  for (const length of [3, 2]) {
    const run = tokens.slice(i, i + length);
    if (run.length < length || !run.every((t) => NOMINAL.has(t.pos))) continue;
    const words = [...run.slice(0, -1).map((t) => t.normal), termOf(run.at(-1)!)];
    const term = words.join(' ');
    if (synsetsIn('noun', term).length > 0) return { term, length };
  }
  return null;
}
