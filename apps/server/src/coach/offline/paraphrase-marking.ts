import { stem } from '../content-words.js';
import { readSentences, type Sentence, type WordToken } from '../../knowledge/language/english.js';
import { sameDirection } from '../../knowledge/statements/directions.js';
import { nearSynonym } from '../../knowledge/wordnet/near-synonyms.js';
import { verbTie } from '../../knowledge/statements/term-relations.js';
import type { IdeaCoverage } from './idea-coverage.js';
import { COMPARATIVES, degreesOfChange } from './comparatives.js';
import { formsOf, isNamedIn, isNegation, negatedWords } from './idea-words.js';
import type { KeyIdea } from './key-ideas.js';

/**
 * A second pass over the ideas a written answer left uncovered (decision 063), for paraphrases the close
 * reading misses. Each link is one step and says the same thing; none makes an answer on the topic that
 * was not, and none is a kind or a word of a definition (those gave off-topic answers credit, issue 37):
 *
 * - a sense WordNet shares between the two words in any of their senses, or two adjectives it lists as
 *   similar or "see also" ("the same" for "equal");
 * - a verb whose common sense is the direct parent of the key's ("prevent" for "stop", decision 065): one
 *   step up a verb, not the kinds of nouns that gave off-topic answers credit;
 * - a causal connective ("because", "so") for a key that says one thing caused another;
 * - a comparative of amount or size for a verb of rising or falling ("higher prices" for "the price
 *   rises"); the other comparative ("lower") says the contrary;
 * - a large comparison for an adverb of a large change ("much more expensive" for "rose sharply"); a small
 *   one ("slightly more") or one the other way says the contrary (comparatives.ts);
 * - the other word of the key's "X or Y" where the question names it, so that it is no idea of its own
 *   ("dissolves" for "melted or dissolved" when the question asks about dissolving).
 */
const TOP_UP_POS = new Set(['NOUN', 'VERB', 'ADJ', 'ADV']);
/** Verbs by which a key says one thing brought about another. */
const CAUSING = new Set(['cause', 'lead', 'result', 'bring']);
const CONNECTIVES = new Set(['because', 'since', 'so', 'therefore', 'thus', 'hence', 'consequently']);

interface FreeWord {
  token: WordToken;
  forms: string[];
  denied: boolean;
}

export async function coverParaphrases(
  coverage: readonly IdeaCoverage[],
  answer: string,
  key: string,
  questionWords: ReadonlySet<string>,
): Promise<IdeaCoverage[]> {
  const sentences = await readSentences(answer);
  const said = new Map(
    sentences.flatMap((s) => s.tokens.flatMap((t) => formsOf(t).map((f) => [f, t.text] as const))),
  );
  const taken = new Set(coverage.flatMap((c) => [...c.standIns, ...c.contrary].map((w) => w.toLowerCase())));
  const ideaForms = new Set(coverage.flatMap((c) => c.idea.words.flat()));
  const free: FreeWord[] = sentences.flatMap(({ tokens }) => {
    const denied = negatedWords(tokens);
    return tokens.flatMap((token, i) => {
      const forms = formsOf(token);
      const usable =
        TOP_UP_POS.has(token.pos) &&
        !isNegation(token) &&
        !taken.has(token.normal) &&
        !forms.some((f) => ideaForms.has(f)) &&
        !isNamedIn(questionWords, forms);
      return usable ? [{ token, forms, denied: denied[i]! }] : [];
    });
  });
  const connective = sentences.flatMap((s) => s.tokens).find((t) => CONNECTIVES.has(t.normal));
  const keySentences = await readSentences(key);
  const alternatives = alternativesIn(keySentences);
  const degrees = degreesOfChange(keySentences, sentences);
  const used = new Set<FreeWord>();

  const comparative = (side: number) =>
    free.find((w) => !used.has(w) && !w.denied && COMPARATIVES[side]![1].has(w.token.normal));

  return coverage.map((c) => {
    if (c.share === 1 || c.idea.negation || c.contrary.length > 0) return c;
    const contrary: string[] = [];
    const found = c.idea.words.map((forms): string | null => {
      const side = COMPARATIVES.findIndex(([verb]) => forms.some((f) => sameDirection(f, verb)));
      if (side >= 0 && !c.idea.denied) {
        const against = comparative(1 - side);
        if (against) contrary.push(against.token.text);
        const along = comparative(side);
        if (along) used.add(along);
        if (along) return along.token.text;
      }
      const degree = forms.map((f) => degrees.get(f)).find((d) => d !== undefined);
      if (degree && !c.idea.denied) {
        if ('contrary' in degree) contrary.push(degree.contrary);
        else return degree.said;
      }
      if (c.share > 0 && forms.some((f) => said.has(f))) return null;
      // Only where the other word is no idea of its own: one word of the learner's earns one idea.
      const other = alternatives.get(forms[0]!)?.find((f) => said.has(f) && !ideaForms.has(f));
      if (other) return said.get(other)!;
      if (forms.some((f) => CAUSING.has(f)) && connective && !c.idea.denied) return connective.text;
      const word = free.find(
        (w) =>
          !used.has(w) &&
          w.denied === c.idea.denied &&
          forms.some((f) => w.forms.some((g) => nearSynonym(f, g) || verbTie(g, f) === 'broader')),
      );
      if (!word) return null;
      used.add(word);
      return word.token.text;
    });
    if (contrary.length > 0) return { ...c, contrary, antonyms: contrary };
    const more = found.filter((w): w is string => w !== null);
    if (more.length === 0) return c;
    const share = Math.min(1, c.share + more.length / c.idea.words.length);
    return { ...c, share, standIns: [...c.standIns, ...more] };
  });
}

/** Each word of the key's "X or Y" with the forms of the other: either covers both. */
function alternativesIn(key: readonly Sentence[]): Map<string, string[]> {
  const alternatives = new Map<string, string[]>();
  for (const { tokens } of key) {
    tokens.forEach((token, i) => {
      const [before, after] = [tokens[i - 1], tokens[i + 1]];
      if (token.normal !== 'or' || !before || !after) return;
      for (const [a, b] of [
        [before, after],
        [after, before],
      ] as const) {
        for (const f of formsOf(a)) alternatives.set(f, [...formsOf(b), stem(b.lemma)]);
      }
    });
  }
  return alternatives;
}

/**
 * The key's ideas with a name read as a name (decision 063): "the Year Without a Summer" names an event,
 * it denies nothing, so its "Without" is no negation to look for and its "Summer" no denied word.
 */
export async function ideasWithNames(ideas: readonly KeyIdea[], key: string): Promise<KeyIdea[]> {
  const inNames = new Set<string>();
  const negationsInNames = new Set<string>();
  for (const { tokens } of await readSentences(key)) {
    for (const run of capitalisedRuns(tokens)) {
      const negations = run.filter(isNegation);
      if (negations.length === 0) continue;
      for (const t of negations) negationsInNames.add(t.normal);
      for (const t of run) inNames.add(t.normal);
    }
  }
  if (negationsInNames.size === 0) return [...ideas];
  return ideas.flatMap((idea): KeyIdea[] => {
    if (idea.negation) return negationsInNames.has(idea.label.toLowerCase()) ? [] : [idea];
    return [inNames.has(idea.label.toLowerCase()) ? { ...idea, denied: false } : idea];
  });
}

/** Runs of two or more capitalised words inside a sentence, with the small words between them ("a", "of"). */
function capitalisedRuns(tokens: readonly WordToken[]): WordToken[][] {
  const runs: WordToken[][] = [];
  let run: WordToken[] = [];
  const close = () => {
    while (run.length > 0 && !capitalised(run[run.length - 1]!)) run.pop();
    if (run.filter(capitalised).length >= 2) runs.push(run);
    run = [];
  };
  tokens.forEach((t, i) => {
    if (i > 0 && !t.afterBreak && capitalised(t)) run.push(t);
    else if (run.length > 0 && !t.afterBreak && ['DET', 'ADP'].includes(t.pos)) run.push(t);
    else close();
  });
  close();
  return runs;
}

function capitalised(token: WordToken): boolean {
  return /^\p{Lu}/u.test(token.text);
}
