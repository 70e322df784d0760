import type { WinkMethods } from 'wink-nlp';

/**
 * wink's tagger reads a verb just after a phrase that holds a number or a place as a noun: "Prices in
 * 1923 fell", "The Bastille in 1789 fell to the crowd", "In a series circuit the same current goes
 * through…". Such a sentence then has no verb, and says nothing to a reader of statements. In a sentence
 * with no verb at all, after a preposition, a noun that wink reads as an inflected verb after "they"
 * ("fell" as "fall", "goes" as "go") is taken for the verb it is.
 */
interface Tagged {
  normal: string;
  lemma: string;
  pos: string;
}

const VERBAL = new Set(['VERB', 'AUX']);
/** What may end the phrase before the misread verb. */
const PHRASE_ENDS = new Set(['NUM', 'NOUN', 'PROPN', 'ADJ']);
const REMEMBERED = 2000;
const readings = new Map<string, { pos: string; lemma: string }>();

export function withVerbFound<T extends Tagged>(tokens: readonly T[], nlp: WinkMethods): T[] {
  if (tokens.some((t) => VERBAL.has(t.pos))) return [...tokens];
  const preposition = tokens.findIndex((t) => t.pos === 'ADP');
  if (preposition < 0) return [...tokens];
  const at = tokens.findIndex(
    (t, i) =>
      i > preposition + 1 &&
      t.pos === 'NOUN' &&
      PHRASE_ENDS.has(tokens[i - 1]!.pos) &&
      asVerb(t.normal, nlp) !== null,
  );
  if (at < 0) return [...tokens];
  const verb = asVerb(tokens[at]!.normal, nlp)!;
  return tokens.map((t, i) => (i === at ? { ...t, pos: 'VERB', lemma: verb } : t));
}

/** The word's lemma as wink reads it after "they", when that is a verb other than the word itself. */
function asVerb(word: string, nlp: WinkMethods): string | null {
  let reading = readings.get(word);
  if (!reading) {
    /* eslint-disable @typescript-eslint/unbound-method */
    const { pos, lemma } = nlp.its;
    /* eslint-enable @typescript-eslint/unbound-method */
    const token = nlp.readDoc(`they ${word}`).tokens().itemAt(1);
    reading = {
      pos: token ? String(token.out(pos)) : 'X',
      lemma: token ? String(token.out(lemma as never)).toLowerCase() : word,
    };
    if (readings.size >= REMEMBERED) readings.clear();
    readings.set(word, reading);
  }
  return reading.pos === 'VERB' && reading.lemma !== word ? reading.lemma : null;
}
