import { readSentences } from '../../knowledge/language/english.js';
import { formsOf, isContentWord, isNamedIn, isNegation, negatedWords, phraseForms } from './idea-words.js';
import { isWordNetLemma } from '../../knowledge/wordnet/wordnet-lexicon.js';

/**
 * What a learner's written answer says, word by word, for comparing with a key: its content words
 * and the two- and three-word phrases WordNet lists ("goes around", "sticks out", "body of water"),
 * less the words of the question, which an answer cannot earn credit by repeating.
 */

export interface AnswerWord {
  /** As the learner wrote it. */
  written: string;
  /** Dictionary forms and forms as written, lower-cased. */
  forms: string[];
  /** Which words of the answer it takes up, so that one word of the learner's stands for one idea. */
  positions: number[];
  /** Governed by a negation: "move" in "cannot move". */
  denied: boolean;
}

export interface AnswerReading {
  words: AnswerWord[];
  /** The first negation the learner wrote ("not", "no", "without"), or null. */
  negation: string | null;
}

const LONGEST_PHRASE = 3;

export async function readAnswer(text: string, questionWords: ReadonlySet<string>): Promise<AnswerReading> {
  const words: AnswerWord[] = [];
  let negation: string | null = null;
  let position = 0;
  for (const sentence of await readSentences(text)) {
    const tokens = sentence.tokens;
    const start = position;
    position += tokens.length;
    const repeated = tokens.map((t) => t.pos !== 'NUM' && isNamedIn(questionWords, formsOf(t)));
    const denied = negatedWords(tokens);
    tokens.forEach((token, i) => {
      if (isNegation(token)) negation ??= asWritten(sentence.text, tokens[i - 1]?.text, token.text);
      else if (isContentWord(token) && !repeated[i])
        words.push({
          written: token.text,
          forms: formsOf(token),
          positions: [start + i],
          denied: denied[i]!,
        });
    });
    for (let length = 2; length <= LONGEST_PHRASE; length++) {
      for (let i = 0; i + length <= tokens.length; i++) {
        const run = tokens.slice(i, i + length);
        if (run.slice(1).some((t) => t.afterBreak)) continue;
        // "whole number" may answer a question on prime numbers; "prime number" may not.
        if (!run.some((t, k) => isContentWord(t) && !repeated[i + k])) continue;
        const forms = phraseForms(run).filter(isWordNetLemma);
        if (forms.length === 0) continue;
        const positions = run.map((_, k) => start + i + k);
        const runDenied = denied.slice(i, i + length).some(Boolean);
        words.push({ written: run.map((t) => t.text).join(' '), forms, positions, denied: runDenied });
      }
    }
  }
  return { words, negation };
}

/** "cannot" and "can't" as written, which the tokenizer splits into "can" and "not", "ca" and "n't". */
function asWritten(sentence: string, before: string | undefined, negation: string): string {
  const joined = `${before ?? ''}${negation}`;
  return before && sentence.toLowerCase().includes(joined.toLowerCase()) ? joined : negation;
}
