import type { WinkMethods } from 'wink-nlp';

/**
 * Verbs wink's tagger reads as nouns, found again so that a sentence says something to a reader of
 * statements (issue 37):
 *
 * - a verb just after a phrase that holds a number or a place: "Prices in 1923 fell", "The Bastille in
 *   1789 fell to the crowd", "In a series circuit the same current goes through…". In a sentence with no
 *   verb at all, the first noun after a preposition's phrase that wink reads as an inflected verb after
 *   "they" ("fell" as "fall", "goes" as "go") is that verb;
 * - a verb after a plural that opens the sentence, which wink takes for a name, and the verb for a noun or
 *   an adjective: "Plates move apart", "Volcanoes form where plates meet", "Enzymes slow down reactions".
 *   When the main clause has no verb, a second word that wink reads as a plain verb after "they" is the
 *   verb, and the first word is read as wink reads it after "the" ("plates", not a name "Plates" with the
 *   lemma "plat").
 */
interface Tagged {
  text: string;
  normal: string;
  lemma: string;
  pos: string;
}

const VERBAL = new Set(['VERB', 'AUX']);
/** What may end the phrase before the misread verb. */
const PHRASE_ENDS = new Set(['NUM', 'NOUN', 'PROPN', 'ADJ']);
/** Words that end a main clause: a verb after them is another clause's. */
const CLAUSE_ENDS = new Set([
  'to',
  'where',
  'when',
  'while',
  'without',
  'because',
  'that',
  'which',
  'if',
  'as',
]);
const REMEMBERED = 2000;
const readings = new Map<string, { pos: string; lemma: string }>();

export function withVerbFound<T extends Tagged>(tokens: readonly T[], nlp: WinkMethods): T[] {
  return afterAPhrase(afterAnOpeningPlural(tokens, nlp), nlp);
}

function afterAnOpeningPlural<T extends Tagged>(tokens: readonly T[], nlp: WinkMethods): T[] {
  const [first, second] = tokens;
  if (!first || !second || !/^\p{Lu}/u.test(first.text) || !/s$/.test(first.normal)) return [...tokens];
  const asVerb = readAfter('they', second.normal, nlp);
  if (!['NOUN', 'ADJ'].includes(second.pos) || asVerb.pos !== 'VERB' || asVerb.lemma !== second.normal)
    return [...tokens];
  const clauseEnd = tokens.findIndex((t, i) => i > 1 && (CLAUSE_ENDS.has(t.normal) || t.pos === 'PUNCT'));
  const mainClause = tokens.slice(2, clauseEnd < 0 ? tokens.length : clauseEnd);
  if (mainClause.some((t) => VERBAL.has(t.pos))) return [...tokens];
  const noun = readAfter('the', first.normal, nlp);
  return tokens.map((t, i) =>
    i === 0 && noun.pos === 'NOUN'
      ? { ...t, pos: 'NOUN', lemma: noun.lemma }
      : i === 1
        ? { ...t, pos: 'VERB', lemma: t.normal }
        : t,
  );
}

function afterAPhrase<T extends Tagged>(tokens: readonly T[], nlp: WinkMethods): T[] {
  if (tokens.some((t) => VERBAL.has(t.pos))) return [...tokens];
  const preposition = tokens.findIndex((t) => t.pos === 'ADP');
  if (preposition < 0) return [...tokens];
  const inflected = (t: T) => {
    const read = readAfter('they', t.normal, nlp);
    return read.pos === 'VERB' && read.lemma !== t.normal ? read.lemma : null;
  };
  const at = tokens.findIndex(
    (t, i) =>
      i > preposition + 1 && t.pos === 'NOUN' && PHRASE_ENDS.has(tokens[i - 1]!.pos) && inflected(t) !== null,
  );
  if (at < 0) return [...tokens];
  const lemma = inflected(tokens[at]!)!;
  return tokens.map((t, i) => (i === at ? { ...t, pos: 'VERB', lemma } : t));
}

/** How wink reads a word after another ("they fell", "the plates"): its part of speech and lemma. */
function readAfter(before: string, word: string, nlp: WinkMethods): { pos: string; lemma: string } {
  const key = `${before} ${word}`;
  let reading = readings.get(key);
  if (!reading) {
    /* eslint-disable @typescript-eslint/unbound-method */
    const { pos, lemma } = nlp.its;
    /* eslint-enable @typescript-eslint/unbound-method */
    const token = nlp.readDoc(key).tokens().itemAt(1);
    reading = {
      pos: token ? String(token.out(pos)) : 'X',
      lemma: token ? String(token.out(lemma as never)).toLowerCase() : word,
    };
    if (readings.size >= REMEMBERED) readings.clear();
    readings.set(key, reading);
  }
  return reading;
}
