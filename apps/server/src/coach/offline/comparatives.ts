import type { Sentence, WordToken } from '../../knowledge/language/english.js';
import { sameDirection } from '../../knowledge/statements/directions.js';
import { negatedWords } from './idea-words.js';

/**
 * Comparatives of amount and size, and the degree words around them, for a written answer that says a
 * key's change as a comparison: "higher prices" for "the price rises", "much more expensive" for "rose
 * sharply". The lists are closed classes of English function words, not a table of content words.
 */

/** Comparatives of amount and size, by the way they point: up, then down. */
export const COMPARATIVES: readonly [string, ReadonlySet<string>][] = [
  ['rise', new Set(['more', 'greater', 'higher', 'larger', 'bigger'])],
  ['fall', new Set(['less', 'fewer', 'lower', 'smaller'])],
];
/** Adverbs that say a change was large: "rose sharply", "fell steeply". */
const LARGE_CHANGE = new Set([
  'sharply',
  'steeply',
  'dramatically',
  'greatly',
  'considerably',
  'significantly',
  'substantially',
  'markedly',
  'hugely',
  'enormously',
]);
/** Words before a comparative that make it large ("much more") or small ("slightly more"). */
const INTENSIFIERS = [
  'much',
  'far',
  'a lot',
  'lots',
  'a great deal',
  'way',
  'vastly',
  'many',
  ...LARGE_CHANGE,
];
const DIMINISHERS = ['slightly', 'a little', 'a bit', 'somewhat', 'marginally', 'barely', 'only a little'];
/** How far from its verb a degree adverb may stand: "rise so sharply", "rose very sharply". */
const VERB_REACH = 3;

/** What the answer says of the size of a key's change, by the adverb of the key that says it. */
export type DegreeSaid = { said: string } | { contrary: string };

/**
 * The key's adverbs of a large change ("sharply" in "caused the price to rise sharply"), each with how the
 * answer says it: by a large comparison the same way ("much more expensive"), or the contrary (a small one,
 * "slightly more", or one the other way, "much less").
 */
export function degreesOfChange(
  key: readonly Sentence[],
  answer: readonly Sentence[],
): Map<string, DegreeSaid> {
  const found = new Map<string, DegreeSaid>();
  const comparisons = answer.flatMap(({ tokens }) => comparisonsIn(tokens));
  for (const { tokens } of key) {
    tokens.forEach((token, i) => {
      if (!LARGE_CHANGE.has(token.normal)) return;
      const side = sideOfVerbNear(tokens, i);
      if (side === null) return;
      // A plain "more" says the change but not its size: neither for nor against the adverb.
      const degree = comparisons
        .map((c): DegreeSaid | null =>
          c.side !== side || c.degree === 'small'
            ? { contrary: c.text }
            : c.degree === 'large'
              ? { said: c.text }
              : null,
        )
        .find((d) => d !== null);
      if (degree) found.set(token.normal, degree);
    });
  }
  return found;
}

interface Comparison {
  text: string;
  side: number;
  degree: 'large' | 'small' | 'plain';
}

/** The answer's comparatives with the degree word before them, if any, leaving out denied ones. */
function comparisonsIn(tokens: readonly WordToken[]): Comparison[] {
  const denied = negatedWords(tokens);
  return tokens.flatMap((token, i): Comparison[] => {
    const side = COMPARATIVES.findIndex(([, words]) => words.has(token.normal));
    if (side < 0 || denied[i]) return [];
    const before = tokens
      .slice(Math.max(0, i - 3), i)
      .map((t) => t.normal)
      .join(' ');
    const degreeWord = (words: readonly string[]) =>
      words.find((w) => before === w || before.endsWith(` ${w}`));
    const small = degreeWord(DIMINISHERS);
    const large = small ? undefined : degreeWord(INTENSIFIERS);
    const said = small ?? large;
    return [
      {
        text: said ? `${said} ${token.text}` : token.text,
        side,
        degree: small ? 'small' : large ? 'large' : 'plain',
      },
    ];
  });
}

/** Which way the verb an adverb tells of points (0 up, 1 down), or null when no verb of change is near. */
function sideOfVerbNear(tokens: readonly WordToken[], at: number): number | null {
  for (let i = Math.max(0, at - VERB_REACH); i <= Math.min(tokens.length - 1, at + 1); i++) {
    const token = tokens[i]!;
    if (i === at || token.pos !== 'VERB') continue;
    const side = COMPARATIVES.findIndex(([verb]) => sameDirection(token.lemma, verb));
    if (side >= 0) return side;
  }
  return null;
}
