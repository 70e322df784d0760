import Fraction from 'fraction.js';

/**
 * Arithmetic claims in a learner's message, checked exactly (DESIGN D18): whole numbers, decimals
 * and fractions as rationals, so 0.1 + 0.2 is 0.3 and 1/3 stays 1/3. A claim is a calculation or a
 * number, a relation ("=", "is", "makes", "is bigger than"…), and another calculation or number:
 * "1/2 + 1/3 = 2/5", "2/4 is bigger than 1/2". Anything else is not read as arithmetic, so
 * nothing is judged that was not clearly claimed.
 */

export type Operator = '+' | '−' | '×' | '÷';
export type Relation = '=' | '>' | '<';

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
  return signedTerms(calculation).reduce((sum, term) => sum.add(term), new Fraction(0));
}

/**
 * The values the calculation adds up, each with its sign, once × and ÷ are worked out: "6 × 6 + 8 × 8"
 * adds 36 and 64, as "36 + 64" does.
 */
export function signedTerms(calculation: Calculation): Fraction[] {
  const terms: Fraction[] = [calculation.numbers[0] ?? new Fraction(0)];
  calculation.operators.forEach((operator, i) => {
    const next = calculation.numbers[i + 1] ?? new Fraction(0);
    if (operator === '×' || operator === '÷') {
      const last = terms.pop() ?? new Fraction(0);
      terms.push(operator === '×' ? last.mul(next) : next.equals(0) ? new Fraction(NaN) : last.div(next));
    } else terms.push(operator === '+' ? next : next.neg());
  });
  return terms;
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

/**
 * Words after a number that say a product of it ("6 squared" is 6 × 6, "5 doubled" is 5 × 2), so that
 * arithmetic said in words is read by value (issue 37: a learner writes "6 squared plus 8 squared is 100"
 * for "36 plus 64 equals 100").
 */
const PRODUCT_WORDS: readonly [string, (n: string) => string][] = [
  ['squared', (n) => `${n} × ${n}`],
  ['cubed', (n) => `${n} × ${n} × ${n}`],
  ['doubled', (n) => `${n} × 2`],
  ['tripled', (n) => `${n} × 3`],
  ['halved', (n) => `${n} ÷ 2`],
];

/** Lower case, with operator words as symbols ("times" → ×) and thousands separators removed. */
export function normaliseArithmetic(message: string): string {
  // "2, 3" is a list and "1,000" a thousand: only the second is a number.
  let text = message
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[“”"]/g, '')
    .replace(/(\d),(\d{3})\b/g, '$1$2');
  for (const [word, product] of PRODUCT_WORDS) {
    text = text.replace(new RegExp(`(?<![\\d.\\/])(${NUMBER})\\s+${word}\\b`, 'g'), (_, n: string) =>
      product(n),
    );
  }
  for (const [pattern, operator] of OPERATOR_WORDS) text = text.replace(pattern, ` ${operator} `);
  return text;
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

/** The operator or relation a word of arithmetic says: "plus" +, "equals" =, else null. */
export function arithmeticSymbolOf(word: string): Operator | Relation | null {
  const symbol = normaliseArithmetic(word).trim();
  if (['+', '−', '×', '÷'].includes(symbol)) return symbol as Operator;
  return relationIn(symbol);
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
