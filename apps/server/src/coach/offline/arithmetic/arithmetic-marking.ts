import type Fraction from 'fraction.js';
import type { IdeaCoverage } from '../idea-coverage.js';
import type { KeyIdea } from '../key-ideas.js';
import {
  arithmeticSymbolOf,
  readArithmeticClaims,
  signedTerms,
  type ArithmeticClaim,
  type Calculation,
} from './arithmetic-claims.js';

/**
 * A written answer's arithmetic read by value against its key's (issue 37): "6 squared plus 8 squared
 * is 100" states the key's "36 plus 64 equals 100", since it adds the same values to the same result.
 * The key's words of arithmetic ("equals", "plus") are then said, by the learner's calculation rather
 * than by a word of theirs. Values must match term by term: "50 plus 50 is 100" is another sum.
 */

/** The key's ideas of arithmetic that the answer's calculations state, each covered by the calculation. */
export function ideasStatedByArithmetic(
  ideas: readonly KeyIdea[],
  answer: string,
  key: string,
): IdeaCoverage[] {
  const keyed = readArithmeticClaims(key).filter((claim) => claim.holds);
  if (keyed.length === 0) return [];
  const answered = readArithmeticClaims(answer).filter((claim) => claim.holds);
  return ideas.flatMap((idea): IdeaCoverage[] => {
    const symbol = idea.negation ? null : arithmeticSymbolOf(idea.label);
    if (symbol === null) return [];
    const stated = keyed.flatMap((k) =>
      symbolsOf(k).has(symbol) ? answered.filter((a) => statesTheSame(a, k)) : [],
    );
    if (stated.length === 0) return [];
    return [
      {
        idea,
        share: 1,
        standIns: [stated[0]!.statement],
        contrary: [],
        antonyms: [],
        saidClosely: true,
      },
    ];
  });
}

/** The answer's first calculation that does not hold, when its key is itself arithmetic; else null. */
export function falseArithmeticInAnswer(answer: string, key: string): ArithmeticClaim | null {
  if (readArithmeticClaims(key).length === 0) return null;
  return readArithmeticClaims(answer).find((claim) => !claim.holds) ?? null;
}

function symbolsOf(claim: ArithmeticClaim): Set<string> {
  return new Set([claim.relation, ...claim.left.operators, ...claim.right.operators]);
}

function statesTheSame(answered: ArithmeticClaim, keyed: ArithmeticClaim): boolean {
  if (answered.relation !== keyed.relation) return false;
  const inOrder = sameTerms(answered.left, keyed.left) && sameTerms(answered.right, keyed.right);
  const swapped =
    keyed.relation === '=' && sameTerms(answered.left, keyed.right) && sameTerms(answered.right, keyed.left);
  return inOrder || swapped;
}

function sameTerms(a: Calculation, b: Calculation): boolean {
  const [x, y] = [sorted(signedTerms(a)), sorted(signedTerms(b))];
  return x.length === y.length && x.every((term, i) => term.equals(y[i]!));
}

function sorted(terms: Fraction[]): Fraction[] {
  return [...terms].sort((a, b) => a.compare(b));
}
