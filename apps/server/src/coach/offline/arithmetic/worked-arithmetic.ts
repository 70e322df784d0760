import Fraction from 'fraction.js';
import {
  calculationOf,
  valueOf,
  written,
  type ArithmeticClaim,
  type Calculation,
  type Operator,
} from './arithmetic-claims.js';

/**
 * The sentences the tutor builds from a checked claim: a check that exposes a wrong result, the
 * exact working when the learner is still stuck, and a next calculation that extends a right one.
 * Each next calculation is asked as "What do you get for …?", which the tutor reads back from its
 * own reply to check the learner's answer on the following turn.
 */

const INVERSE: Record<Operator, Operator> = { '+': '−', '−': '+', '×': '÷', '÷': '×' };

/** Whether the claim was written with decimals, so that values are shown the same way. */
export function inDecimals(claim: ArithmeticClaim): boolean {
  return `${claim.left.text} ${claim.right.text}`.includes('.');
}

/**
 * A question whose answer shows the claim cannot hold, without giving the result away: undo the
 * last step ("2/5 − 1/3 would give back 1/2"), or take the difference of a comparison.
 */
export function exposingQuestion(claim: ArithmeticClaim): { question: string; check: Calculation } {
  const decimals = inDecimals(claim);
  const { left, right } = claim;
  const [a, b] = left.numbers;
  const operator = left.operators[0];
  if (
    left.operators.length === 1 &&
    operator &&
    a &&
    b &&
    right.operators.length === 0 &&
    !(operator === '×' && b.equals(0))
  ) {
    const check = calculationOf([valueOf(right), b], [INVERSE[operator]], decimals);
    return {
      question: `If ${left.text} were ${right.text}, then ${check.text} would give back ${written(a, decimals)}. What do you get for ${check.text}?`,
      check,
    };
  }
  if (left.operators.length === 0 && right.operators.length === 0 && a && right.numbers[0]) {
    // Written as the learner wrote the numbers: "2/4 − 1/2", not "1/2 − 1/2", which would give away
    // that they are equal and read as nonsense next to "2/4".
    const check: Calculation = {
      numbers: [a, right.numbers[0]],
      operators: ['−'],
      text: `${left.text} − ${right.text}`,
    };
    const expected = { '=': 'be 0', '>': 'be more than 0', '<': 'be less than 0' }[claim.relation];
    return {
      question: `If ${left.text} were ${relationPhrase(claim.relation)}${right.text}, then ${check.text} would ${expected}. What do you get for ${check.text}?`,
      check,
    };
  }
  return {
    question: `If ${left.text} were ${relationPhrase(claim.relation)}${right.text}, each step on the way would lead there. Working one step at a time, what do you get for ${left.text}?`,
    check: left,
  };
}

/** The phrase an exposing question opens with, so the tutor can tell next turn which claim it tested. */
export const EXPOSED_CLAIM = /\bIf (.+?) were (bigger than |smaller than |equal to )?(.+?), (?:then|each)\b/;

function relationPhrase(relation: ArithmeticClaim['relation']): string {
  return relation === '>' ? 'bigger than ' : relation === '<' ? 'smaller than ' : '';
}

/** "1/2 + 1/3 = 3/6 + 2/6 = 5/6": unlike fractions are put over a common denominator first. */
export function working(calculation: Calculation, decimals: boolean): string {
  const value = written(valueOf(calculation), decimals);
  if (calculation.operators.length === 0) return calculation.text;
  const fractions = calculation.numbers;
  const addsFractions =
    calculation.operators.every((o) => o === '+' || o === '−') &&
    !decimals &&
    fractions.some((f) => f.d !== 1n) &&
    new Set(fractions.map((f) => f.d)).size > 1;
  if (!addsFractions) return `${calculation.text} = ${value}`;
  const common = fractions.reduce((l, f) => lcm(l, f.d), 1n);
  const rewritten = fractions.map((f) => `${f.n * (common / f.d) * (f.s < 0n ? -1n : 1n)}/${common}`);
  const middle = rewritten.reduce((all, part, i) => `${all} ${calculation.operators[i - 1] ?? ''} ${part}`);
  return `${calculation.text} = ${middle} = ${value}`;
}

/** What is true of the claim's left side, as a statement: "7 × 8 = 56", "2/4 is equal to 1/2". */
export function trueStatement(claim: ArithmeticClaim): string {
  if (claim.relation === '=' && claim.left.operators.length > 0)
    return `${claim.left.text} = ${written(valueOf(claim.left), inDecimals(claim))}`;
  return correction(claim);
}

/** The true statement the learner's claim got wrong: "2/4 = 1/2, so 2/4 is equal to 1/2". */
export function correction(claim: ArithmeticClaim): string {
  const decimals = inDecimals(claim);
  const leftValue = valueOf(claim.left);
  const rightValue = valueOf(claim.right);
  const order = leftValue.compare(rightValue);
  const relation = order === 0 ? 'equal to' : order > 0 ? 'bigger than' : 'smaller than';
  if (claim.relation === '=' && claim.left.operators.length > 0 && claim.right.operators.length === 0)
    return `${working(claim.left, decimals)}, not ${claim.right.text}`;
  return `${claim.left.text} is ${relation} ${claim.right.text}`;
}

/** A next calculation one step beyond a right claim: apply its last step once more. */
export function extension(claim: ArithmeticClaim): Calculation {
  const decimals = inDecimals(claim);
  const { left, right } = claim;
  const last = left.numbers.at(-1);
  const operator = left.operators.at(-1);
  if (operator && last) return calculationOf([valueOf(claim.left), last], [operator], decimals);
  const [a] = left.numbers;
  const [b] = right.numbers;
  return calculationOf(
    [a ?? new Fraction(0), b ?? new Fraction(0)],
    [claim.relation === '=' ? '+' : '−'],
    decimals,
  );
}

function lcm(a: bigint, b: bigint): bigint {
  return (a / gcd(a, b)) * b;
}

function gcd(a: bigint, b: bigint): bigint {
  return b === 0n ? a : gcd(b, a % b);
}
