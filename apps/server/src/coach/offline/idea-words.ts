import { stem } from '../content-words.js';
import { readSentences, type WordToken } from '../../knowledge/language/english.js';

/**
 * Which words of a key or an answer carry an idea, for grading written answers: nouns, verbs,
 * adjectives, adverbs and numbers, less the verbs any sentence needs and the words that only hedge
 * a definition ("certain", "usually"). Negations are one idea whatever their word.
 */

const CONTENT_POS = new Set(['NOUN', 'PROPN', 'VERB', 'ADJ', 'ADV', 'NUM']);

/** Verbs and adverbs that hold a sentence together rather than say something. */
const GENERIC = new Set(
  `be have do can will would may might must shall should could let also just then there here so very too
  quite really rather even still else thus hence therefore however whereby thereby when where how why
  whenever wherever`.split(/\s+/),
);

/** Words that hedge or quantify a definition; a paraphrase need not repeat them. */
const QUALIFIERS = new Set(
  `certain various especially usually chiefly mainly mostly often generally typically normally sometimes
  some other another any several particular specific such etc like more less most least only all every each
  both either same given kind sort type one little few much many`.split(/\s+/),
);

/** "lacking", "without", "cannot", "unable", "no": one idea, that something is absent or not so. */
const NEGATIONS = new Set(
  `not no never none nothing nobody neither nor cannot without lack lacking unable incapable absent
  absence devoid n't`.split(/\s+/),
);

const NUMBERS = 'zero one two three four five six seven eight nine ten eleven twelve'.split(' ');

/** Words that end what a negation governs: "lacking the power of locomotion, and …", "cannot move, but …". */
const SCOPE_ENDS = new Set(['CCONJ', 'SCONJ', 'PRON']);

/** Verbs that end what follows them: "stopped printing money" says the printing no longer goes on. */
const ENDING_VERBS = new Set(['stop', 'cease', 'quit']);

/**
 * For each word of a sentence, whether a negation before it governs it: from the negation to the
 * next punctuation, conjunction or relative pronoun. A verb of ending governs the same way from the
 * "-ing" verb right after it ("stops flowing" as "no longer flows").
 */
export function negatedWords(tokens: readonly WordToken[]): boolean[] {
  let negated = false;
  return tokens.map((token, i) => {
    if (token.afterBreak || SCOPE_ENDS.has(token.pos)) negated = false;
    if (isNegation(token)) {
      negated = true;
      return false;
    }
    const before = tokens[i - 1];
    // wink often tags both as nouns ("stops flowing", "stopped printing"): the "-ing" form is what tells.
    if (
      before &&
      ENDING_VERBS.has(before.lemma) &&
      /^(VERB|NOUN)$/.test(token.pos) &&
      token.normal.endsWith('ing')
    )
      negated = true;
    return negated;
  });
}

export function isNegation(token: WordToken): boolean {
  return NEGATIONS.has(token.normal) || NEGATIONS.has(token.lemma);
}

/** Whether a word says something of its own, negations aside. */
export function isContentWord(token: WordToken): boolean {
  if (!CONTENT_POS.has(token.pos) || isNegation(token)) return false;
  if (GENERIC.has(token.lemma) || QUALIFIERS.has(token.lemma) || QUALIFIERS.has(token.normal)) return false;
  return token.pos === 'NUM' || token.lemma.length > 1;
}

/** A word's forms to compare: its dictionary form and as written, small numbers as words ("3" → "three"). */
export function formsOf(token: WordToken): string[] {
  const forms = [token.lemma, token.normal].map(
    (f) => (/^\d+$/.test(f) ? NUMBERS[Number(f)] : undefined) ?? f,
  );
  return [...new Set(forms)];
}

/** The forms of a run of words read as one phrase: "go around" for "goes around". */
export function phraseForms(run: readonly WordToken[]): string[] {
  return [...new Set([run.map((t) => t.lemma).join(' '), run.map((t) => t.normal).join(' ')])];
}

/** The words of a question (the term, the topic, "explain"): an answer shows nothing by saying them back. */
export async function questionWords(text: string): Promise<Set<string>> {
  const tokens = (await readSentences(text)).flatMap((s) => s.tokens);
  const forms = tokens.filter((t) => isContentWord(t) && t.pos !== 'NUM').flatMap(formsOf);
  return new Set([...forms, ...forms.map(stem)]);
}

/** Whether a word, by any of its forms or their crude singular, is among `named`. */
export function isNamedIn(named: ReadonlySet<string>, forms: readonly string[]): boolean {
  return forms.some((f) => named.has(f) || named.has(stem(f)));
}
