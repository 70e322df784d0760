import type { ItemSentence, ItemToken, ItsFunction, WinkMethods } from 'wink-nlp';
import { withVerbFound } from './misread-verbs.js';

/**
 * wink-nlp and its English model, loaded on first use: they take a fifth of a second and some
 * memory, which a server on the LLM provider, or one that never grades, should not pay.
 */

export interface WordToken {
  /** As written. */
  text: string;
  /** Lower-cased. */
  normal: string;
  /** Lower-cased dictionary form: "reactions" → "reaction". */
  lemma: string;
  /** Universal part of speech: NOUN, PROPN, ADJ, VERB… */
  pos: string;
  isStopWord: boolean;
  /** Whether punctuation or a symbol came between this word and the one before. */
  afterBreak: boolean;
}

export interface Sentence {
  text: string;
  /** Words only: punctuation, numbers alone, emoji and the like are left out. */
  tokens: WordToken[];
}

let loading: Promise<WinkMethods> | undefined;

export function english(): Promise<WinkMethods> {
  loading ??= (async () => {
    const [{ default: winkNLP }, { default: model }] = await Promise.all([
      import('wink-nlp'),
      import('wink-eng-lite-web-model'),
    ]);
    return winkNLP(model);
  })();
  return loading;
}

/** The sentences of a text with each word's lemma and part of speech. */
export async function readSentences(text: string): Promise<Sentence[]> {
  const nlp = await english();
  // wink's `its` helpers are plain functions that never use `this`, though typed as methods; and
  // its typings give the lemma helper a signature that `out` does not accept.
  /* eslint-disable @typescript-eslint/unbound-method */
  const { type, normal, pos, stopWordFlag } = nlp.its;
  const lemma = nlp.its.lemma as unknown as ItsFunction<string>;
  /* eslint-enable @typescript-eslint/unbound-method */
  const sentences: Sentence[] = [];
  nlp
    .readDoc(text)
    .sentences()
    .each((sentence: ItemSentence) => {
      const all: (Omit<WordToken, 'afterBreak'> & { isWord: boolean })[] = [];
      sentence.tokens().each((token: ItemToken) => {
        all.push({
          text: token.out(),
          normal: String(token.out(normal)),
          lemma: String(token.out(lemma)).toLowerCase(),
          pos: String(token.out(pos)),
          isStopWord: token.out(stopWordFlag) === true,
          isWord: token.out(type) === 'word',
        });
      });
      const tokens: WordToken[] = [];
      let afterBreak = false;
      for (const { isWord, ...token } of withVerbFound(all, nlp)) {
        if (!isWord) {
          afterBreak = true;
          continue;
        }
        tokens.push({ ...token, afterBreak });
        afterBreak = false;
      }
      sentences.push({ text: sentence.out(), tokens });
    });
  return sentences;
}

/** Lemmas and lower-cased forms of every word, for matching words whatever their inflection. */
export async function wordForms(text: string): Promise<Set<string>> {
  const forms = new Set<string>();
  for (const sentence of await readSentences(text)) {
    for (const token of sentence.tokens) forms.add(token.lemma).add(token.normal);
  }
  return forms;
}
