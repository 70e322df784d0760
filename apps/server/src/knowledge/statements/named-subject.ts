import { readSentences, type WordToken } from '../language/english.js';
import { baseForms, synsetsIn } from '../wordnet/wordnet-lexicon.js';

/**
 * An answer about someone or something other than what the question names (decision 063): "Euclid was a
 * Greek mathematician…" for "Who was Pythagoras?". Shared descriptive words ("Greek", "BC") are no
 * answer when the question's name is nowhere in it and it opens on a name neither the question nor the
 * accepted answer gives. Null when the answer names the question's subject, opens on no name, or opens on
 * one the key or question gives.
 */
export interface OtherSubject {
  /** The name the answer is about, and the one the question asks about, as written. */
  answered: string;
  asked: string;
}

export async function otherNamedSubject(
  answer: string,
  key: string,
  question: string,
): Promise<OtherSubject | null> {
  const questionTokens = (await readSentences(question)).flatMap((s) => s.tokens);
  const asked = questionTokens.filter(isName);
  if (asked.length === 0) return null;
  const answerSentences = await readSentences(answer);
  const said = new Set(answerSentences.flatMap((s) => s.tokens.flatMap((t) => [t.normal, t.lemma])));
  if (asked.some((t) => said.has(t.normal) || said.has(t.lemma))) return null;
  const opening = openingName(answerSentences[0]?.tokens ?? []);
  if (opening.length === 0) return null;
  const given = new Set(
    [...(await readSentences(key)), ...(await readSentences(question))].flatMap((s) =>
      s.tokens.flatMap((t) => [t.normal, t.lemma]),
    ),
  );
  if (opening.every((t) => given.has(t.normal))) return null;
  return { answered: written(opening), asked: written(nameFrom(questionTokens, asked[0]!)) };
}

/** The name a word of the question begins, with the small words inside it: "Ring of Fire". */
function nameFrom(tokens: readonly WordToken[], first: WordToken): WordToken[] {
  const start = tokens.indexOf(first);
  let end = start + 1;
  while (end < tokens.length) {
    const inside =
      ['ADP', 'DET'].includes(tokens[end]!.pos) && tokens[end + 1] && isName(tokens[end + 1]!, 1);
    if (isName(tokens[end]!, end)) end += 1;
    else if (inside) end += 2;
    else break;
  }
  return tokens.slice(start, end);
}

function written(tokens: readonly WordToken[]): string {
  return tokens.map((t) => t.text).join(' ');
}

/**
 * A capitalised word inside a sentence, or a proper noun opening it that WordNet knows only as a name, if
 * at all ("Euclid"; not "Who", "State" or "Earthquakes").
 */
function isName(token: WordToken, index: number): boolean {
  if (!/^\p{Lu}/u.test(token.text)) return false;
  if (index > 0) return true;
  const common = [token.normal, ...baseForms(token.normal)].some((form) =>
    synsetsIn('noun', form).some((sense) => !sense.pointers.some((p) => p.symbol === '@i')),
  );
  return token.pos === 'PROPN' && !common;
}

/** The name a sentence opens on, after an article: "Thomas Edison", "Atlantic Ocean". */
function openingName(tokens: readonly WordToken[]): WordToken[] {
  const start = tokens[0]?.pos === 'DET' ? 1 : 0;
  const name: WordToken[] = [];
  for (let i = start; i < tokens.length && isName(tokens[i]!, i); i++) name.push(tokens[i]!);
  return name;
}
