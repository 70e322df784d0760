import type { ItemSentence, ItemToken, ItsFunction, WinkMethods } from 'wink-nlp';
import { english } from './english.js';
import { withVerbFound } from './misread-verbs.js';

/** One token of a sentence as wink-nlp reads it: punctuation and numbers kept, for reading statements. */
export interface TaggedToken {
  text: string;
  /** Lower-cased. */
  normal: string;
  /** Lower-cased dictionary form. */
  lemma: string;
  /** Universal part of speech: NOUN, PROPN, VERB, AUX, ADP, NUM, PUNCT… */
  pos: string;
  /** wink's negation scope: set on the words after "not", "never", "no"… up to the next punctuation. */
  negated: boolean;
}

export interface TaggedSentence {
  text: string;
  tokens: TaggedToken[];
}

/** Reads a text into tagged sentences, synchronously once the English model is loaded. */
export type Tagger = (text: string) => TaggedSentence[];

let tagger: Tagger | undefined;

/** The tagger, loading wink-nlp's English model on first use (a fifth of a second). */
export async function loadTagger(): Promise<Tagger> {
  if (tagger) return tagger;
  const nlp = await english();
  tagger = taggerOf(nlp);
  return tagger;
}

function taggerOf(nlp: WinkMethods): Tagger {
  // wink's `its` helpers are plain functions that never use `this`, though typed as methods; and its
  // typings give the lemma helper a signature that `out` does not accept.
  /* eslint-disable @typescript-eslint/unbound-method */
  const { normal, pos, negationFlag } = nlp.its;
  const lemma = nlp.its.lemma as unknown as ItsFunction<string>;
  /* eslint-enable @typescript-eslint/unbound-method */
  return (text) => {
    const sentences: TaggedSentence[] = [];
    nlp
      .readDoc(text)
      .sentences()
      .each((sentence: ItemSentence) => {
        const tokens: TaggedToken[] = [];
        sentence.tokens().each((token: ItemToken) => {
          tokens.push({
            text: token.out(),
            normal: String(token.out(normal)),
            lemma: String(token.out(lemma)).toLowerCase(),
            pos: String(token.out(pos)),
            negated: token.out(negationFlag) === true,
          });
        });
        sentences.push({ text: sentence.out(), tokens: withVerbFound(tokens, nlp) });
      });
    return sentences;
  };
}
