import type { WordToken } from '../../../knowledge/language/english.js';

/**
 * A concept as `extractConcepts` labels it, made to read well inside a question. The tagger takes
 * some verbs for nouns ("plants use sunlight" → "use sunlight", "how the light reactions work" →
 * "reactions work"), so verbs that often follow or precede a subject are trimmed from the ends and
 * the adjective or noun the run lost is taken back; and the learner's determiner is kept, so that the
 * tutor asks about "the heel flap", not "heel flap".
 */

const VERB_LIKE = new Set(
  `use used uses using work works worked working happen happens happened do does did mean means meant make makes
  made need needs needed help helps go goes come comes look looks seem seems get gets cause causes affect affects
  change changes start starts stop stops matter matters fit fits turn turns`.split(/\s+/),
);
const DEFINITE = new Set(['the', 'a', 'an', 'this', 'that', 'these', 'those', 'his', 'her', 'its', 'their']);
/** The learner's "my parser" is the tutor's "your parser". */
const FIRST_PERSON_POSSESSIVES = new Set(['my', 'our']);
const MAX_PHRASE_WORDS = 3;
const RUN_TAGS = new Set(['ADJ', 'NOUN', 'PROPN']);

/**
 * The phrase for `label` in the sentence's tokens: bare (for matching what was said) and as it
 * should be asked about (with "the" or "your" where the learner used a determiner). Null when
 * nothing but a verb-like word remains.
 */
export function conceptPhrase(
  label: string,
  tokens: readonly WordToken[],
): { bare: string; asked: string } | null {
  const labelWords = label.split(' ');
  const start = tokens.findIndex((_, i) =>
    labelWords.every((word, j) => tokens[i + j]?.normal === word.toLowerCase()),
  );
  if (start < 0) return allVerbLike(label) ? null : { bare: label, asked: label };

  let first = start;
  let last = start + labelWords.length - 1;
  while (last > first && isVerbLike(tokens[last])) last--;
  while (first < last && isVerbLike(tokens[first])) first++;
  if (isVerbLike(tokens[first])) return null;
  while (first > 0 && last - first + 1 < MAX_PHRASE_WORDS && extendsLeft(tokens, first)) first--;

  const words = tokens.slice(first, last + 1).map((token, i) => shownAs(token, first + i, labelWords));
  const bare = words.join(' ');
  const before = first > 0 && !tokens[first]?.afterBreak ? tokens[first - 1]?.normal : undefined;
  const determiner =
    before !== undefined && FIRST_PERSON_POSSESSIVES.has(before)
      ? 'your '
      : before !== undefined && DEFINITE.has(before)
        ? 'the '
        : '';
  return { bare, asked: `${determiner}${bare}` };
}

/** A word the tagger may take for a noun that is often the verb of a question: "what does a leaf do". */
export function isVerbLikeWord(word: string): boolean {
  return VERB_LIKE.has(word.toLowerCase());
}

function allVerbLike(label: string): boolean {
  return label.split(' ').every((word) => VERB_LIKE.has(word.toLowerCase()));
}

function isVerbLike(token: WordToken | undefined): boolean {
  return token !== undefined && (VERB_LIKE.has(token.normal) || token.pos === 'VERB');
}

/**
 * The word before is an adjective, noun or number of the same run: "light" in "the light
 * reactions", "two" in "the two stages".
 */
function extendsLeft(tokens: readonly WordToken[], first: number): boolean {
  const current = tokens[first];
  const previous = tokens[first - 1];
  if (!current || !previous || current.afterBreak) return false;
  const sameRun = previous.pos === 'NUM' || (RUN_TAGS.has(previous.pos) && !previous.isStopWord);
  return sameRun && !isVerbLike(previous);
}

/** The label's own casing where it has the word; otherwise lower case, unless a name or an acronym. */
function shownAs(token: WordToken, index: number, labelWords: readonly string[]): string {
  const fromLabel = labelWords.find((word) => word.toLowerCase() === token.normal);
  if (fromLabel !== undefined) return fromLabel;
  const acronym = /^[\p{Lu}\d]{2,}$/u.test(token.text);
  return acronym || (token.pos === 'PROPN' && index > 0) ? token.text : token.normal;
}
