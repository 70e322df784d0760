import Fraction from 'fraction.js';

/**
 * Arithmetic claims in a learner's message, checked exactly (DESIGN D18): whole numbers, decimals
 * and fractions as rationals, so 0.1 + 0.2 is 0.3 and 1/3 stays 1/3. A claim is a calculation or a
 * number, a relation ("=", "is", "makes", "is bigger than"…), and another calculation or number:
 * "1/2 + 1/3 = 2/5", "2/4 is bigger than 1/2". Anything else is not read as arithmetic, so
 * nothing is judged that was not clearly claimed.
 */

export type Operator = '+' | '−' | '×' | '÷';
type Relation = '=' | '>' | '<';

export interface Calculation {
  numbers: Fraction[];
  /** One fewer than the numbers. */
  operators: Operator[];
  /** As the tutor writes it back: "1/2 + 1/3". */
  text: string;
}

export interface ArithmeticClaim {
  left: Calculation;
  relation: Relation;
  right: Calculation;
  /** Whether the claim is true, computed exactly. */
  holds: boolean;
  /** "1/2 + 1/3 = 2/5". */
  statement: string;
}

const NUMBER = String.raw`-?\d+(?:\.\d+)?(?:\s*\/\s*\d+)?`;
/** A number or a calculation, in text that `normaliseArithmetic` has prepared. */
export const CALCULATION = `${NUMBER}(?:\\s*[+−×÷]\\s*${NUMBER})*`;
const OPERATOR_WORDS: readonly [RegExp, Operator][] = [
  [/\s*(?:\+|\bplus\b|\band\s+add\b)\s*/g, '+'],
  [/\s*(?:\bminus\b|\btake\s+away\b|(?<=\d)\s+-\s+(?=-?\d)|−)\s*/g, '−'],
  [/\s*(?:\btimes\b|\bmultiplied\s+by\b|×|\*|(?<=\d)\s*x\s*(?=\d))\s*/g, '×'],
  [/\s*(?:\bdivided\s+by\b|÷)\s*/g, '÷'],
];
const RELATION_WORDS: readonly [RegExp, Relation][] = [
  [
    /^\s*(?:>|is\s+(?:bigger|greater|larger|more)\s+than|are\s+(?:bigger|greater|larger|more)\s+than)\s*/,
    '>',
  ],
  [/^\s*(?:<|is\s+(?:smaller|less|lower)\s+than|are\s+(?:smaller|less|fewer)\s+than)\s*/, '<'],
  [
    /^\s*(?:=|equals|is\s+equal\s+to|is\s+the\s+same\s+as|is|are|makes|make|gives|give|comes\s+to|adds\s+up\s+to|is\s+exactly)\s*/,
    '=',
  ],
];
/** A clause that sums up the ones before it: "…and 1/3 is 2/6, which makes 5/6". */
const SUMMING = /^\s*(?:,\s*)?(?:which|that|so\s+that|so\s+it|so|this|and\s+that|together\s+they)\s+$/;

export function readArithmeticClaims(message: string): ArithmeticClaim[] {
  const text = normaliseArithmetic(message);
  const claims: ArithmeticClaim[] = [];
  for (const sentence of text.split(/(?<=[.!?;])\s+|\n+/)) claims.push(...claimsInSentence(sentence));
  return claims;
}

/** A calculation written alone, as when answering "What do you get for 5/6 − 1/2?" with "1/3". */
export function readCalculation(text: string): Calculation | null {
  const match = new RegExp(`^(${NUMBER}(?:\\s*[+−×÷]\\s*${NUMBER})*)$`).exec(
    normaliseArithmetic(text).trim(),
  );
  return match ? parseCalculation(match[1] ?? '') : null;
}

/** The exact value, with × and ÷ before + and −. */
export function valueOf(calculation: Calculation): Fraction {
  const terms: Fraction[] = [calculation.numbers[0] ?? new Fraction(0)];
  const signs: ('+' | '−')[] = [];
  calculation.operators.forEach((operator, i) => {
    const next = calculation.numbers[i + 1] ?? new Fraction(0);
    if (operator === '×' || operator === '÷') {
      const last = terms.pop() ?? new Fraction(0);
      terms.push(operator === '×' ? last.mul(next) : next.equals(0) ? new Fraction(NaN) : last.div(next));
    } else {
      signs.push(operator);
      terms.push(next);
    }
  });
  return terms
    .slice(1)
    .reduce(
      (sum, term, i) => (signs[i] === '+' ? sum.add(term) : sum.sub(term)),
      terms[0] ?? new Fraction(0),
    );
}

/** A value as the learner would write it: a whole number, a decimal they used, or a fraction. */
export function written(value: Fraction, asDecimal = false): string {
  if (value.d === 1n) return value.toString();
  if (asDecimal) {
    const decimal = value.toString(12);
    if (!decimal.includes('(')) return decimal;
  }
  return value.toFraction();
}

export function calculationOf(numbers: Fraction[], operators: Operator[], asDecimal = false): Calculation {
  const parts = numbers.map((n) => written(n, asDecimal));
  const text = parts.reduce((all, part, i) => `${all} ${operators[i - 1] ?? ''} ${part}`.trim());
  return { numbers, operators, text: text.replace(/\s+/g, ' ') };
}

/** Lower case, with operator words as symbols ("times" → ×) and thousands separators removed. */
export function normaliseArithmetic(message: string): string {
  let text = message.normalize('NFKC').toLowerCase().replace(/[“”"]/g, '');
  for (const [pattern, operator] of OPERATOR_WORDS) text = text.replace(pattern, ` ${operator} `);
  // "2, 3" is a list and "1,000" a thousand: only the second is a number.
  return text.replace(/(\d),(\d{3})\b/g, '$1$2');
}

function claimsInSentence(sentence: string): ArithmeticClaim[] {
  const calculation = new RegExp(CALCULATION, 'g');
  const found: { calc: Calculation; start: number; end: number }[] = [];
  for (const match of sentence.matchAll(calculation)) {
    const parsed = parseCalculation(match[0]);
    if (parsed) found.push({ calc: parsed, start: match.index, end: match.index + match[0].length });
  }
  const claims: ArithmeticClaim[] = [];
  const rights: Calculation[] = [];
  for (let i = 0; i + 1 < found.length; i++) {
    const left = found[i];
    const right = found[i + 1];
    if (!left || !right) continue;
    const between = sentence.slice(left.end, right.start);
    const relation = relationIn(between);
    if (relation !== null) {
      claims.push(claimOf(left.calc, relation, right.calc));
      rights.push(right.calc);
      continue;
    }
    // "…which makes 5/6": the sum of the results just stated, checked only if it holds, since the
    // learner may have meant another way of combining them.
    const [summing, relationAfter] = between.split(
      /(?=\b(?:makes?|gives?|equals|comes\s+to|adds\s+up\s+to|is|=)\b)/,
    );
    if (
      rights.length >= 2 &&
      relationAfter !== undefined &&
      SUMMING.test(summing ?? '') &&
      relationIn(relationAfter) === '='
    ) {
      const numbers = rights.map(valueOf);
      const implied = claimOf(
        calculationOf(
          numbers,
          numbers.slice(1).map(() => '+' as const),
        ),
        '=',
        right.calc,
      );
      if (implied.holds) claims.push(implied);
    }
  }
  return claims;
}

function relationIn(between: string): Relation | null {
  for (const [pattern, relation] of RELATION_WORDS) {
    const match = pattern.exec(between);
    if (match && between.slice(match[0].length).trim() === '') return relation;
  }
  return null;
}

function claimOf(left: Calculation, relation: Relation, right: Calculation): ArithmeticClaim {
  const l = valueOf(left);
  const r = valueOf(right);
  const comparable = Number.isFinite(l.valueOf()) && Number.isFinite(r.valueOf());
  const order = comparable ? l.compare(r) : NaN;
  const holds = relation === '=' ? order === 0 : relation === '>' ? order > 0 : order < 0;
  return { left, relation, right, holds, statement: `${left.text} ${relation} ${right.text}` };
}

function parseCalculation(text: string): Calculation | null {
  const numbers: Fraction[] = [];
  const operators: Operator[] = [];
  const parts = text.split(/\s*([+−×÷])\s*/);
  for (const [i, part] of parts.entries()) {
    if (i % 2 === 1) {
      operators.push(part as Operator);
      continue;
    }
    const clean = part.replace(/\s+/g, '');
    if (!new RegExp(`^${NUMBER}$`).test(clean)) return null;
    const [top, bottom] = clean.split('/');
    if (bottom !== undefined && Number(bottom) === 0) return null;
    numbers.push(bottom === undefined ? new Fraction(top ?? '0') : new Fraction(`${top ?? '0'}/${bottom}`));
  }
  const shown = parts.map((p, i) => (i % 2 === 1 ? p : p.replace(/\s+/g, ''))).join(' ');
  return { numbers, operators, text: shown };
}
