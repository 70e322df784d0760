import {
  CALCULATION,
  normaliseArithmetic,
  readArithmeticClaims,
  type ArithmeticClaim,
} from './arithmetic-claims.js';

/**
 * The tutor checks its own words (DESIGN D18, issue 23): every arithmetic statement a reply makes
 * is evaluated exactly before the reply is sent. It reads the forms it reads from learners
 * ("3/4 − 1/4 = 1/2", "2/4 is bigger than 1/2") and the negations the tutor writes itself
 * ("2/4 cannot be 1/2", "7 × 8 = 56, not 54"). Quoted text is the learner's, not a statement of
 * the tutor's, so it is left out: "You wrote “7 × 8 = 54”" states nothing false.
 */

export interface FalseStatement {
  /** The sentence that makes it, as written. */
  sentence: string;
  /** As the claim reader writes it: "7 × 8 = 54", or "not 2/4 = 1/2" for "2/4 cannot be 1/2". */
  statement: string;
}

/** Curly or straight double quotes, and single quotes that are not apostrophes ("That's"). */
const QUOTED = /“[^”]*”|"[^"]*"|‘[^’]*’|(?<!\p{L})'[^']*'(?!\p{L})/gu;
const NOT_A_NUMBER_BEFORE = String.raw`(?<![\d./])`;
const DENIAL = String.raw`(?:cannot|can[’']t|can\s+not|could\s+not|couldn[’']t|is\s+not|isn[’']t|are\s+not|aren[’']t|is\s+never|does\s+not\s+equal|doesn[’']t\s+equal|≠)`;
const DENIED_RELATION = String.raw`(equal\s+to|the\s+same\s+as|(?:bigger|greater|larger|more)\s+than|(?:smaller|less|lower)\s+than)?`;
/** "2/4 cannot be bigger than 1/2", "2/4 is not 1/2", "2/4 ≠ 1/2". */
const DENIED = new RegExp(
  `${NOT_A_NUMBER_BEFORE}(${CALCULATION})\\s*${DENIAL}\\s*(?:be\\s+)?${DENIED_RELATION}\\s*(${CALCULATION})`,
  'g',
);
/** "7 × 8 = 56, not 54": the calculation is not the number after "not". */
const CORRECTED = new RegExp(
  `${NOT_A_NUMBER_BEFORE}(${CALCULATION})\\s*(?:=|is|equals|makes|gives)\\s*(?:${CALCULATION})\\s*,\\s*not\\s+(${CALCULATION})`,
  'g',
);

/** The false arithmetic statements the text makes, sentence by sentence; empty when it makes none. */
export function falseArithmeticStatements(text: string): FalseStatement[] {
  return sentencesOf(text).flatMap((sentence) =>
    falseIn(sentence.replace(QUOTED, ' (quoted) ')).map((statement) => ({ sentence, statement })),
  );
}

export function statesNoFalseArithmetic(text: string): boolean {
  return falseArithmeticStatements(text).length === 0;
}

/** The text's sentences, split where the learners' arithmetic is split. */
export function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?;])\s+|\n+/).filter((sentence) => sentence.trim() !== '');
}

function falseIn(sentence: string): string[] {
  const asserted = readArithmeticClaims(sentence)
    .filter((claim) => !claim.holds)
    .map((claim) => claim.statement);
  const denied = deniedClaims(normaliseArithmetic(sentence))
    .filter((claim) => claim.holds)
    .map((claim) => `not ${claim.statement}`);
  return [...asserted, ...denied];
}

/** The claims a sentence denies, each as the positive claim: true when the denial is false. */
function deniedClaims(sentence: string): ArithmeticClaim[] {
  const denials = [
    ...[...sentence.matchAll(DENIED)].map(([, left = '', relation = '', right = '']) =>
      positive(left, relation, right),
    ),
    ...[...sentence.matchAll(CORRECTED)].map(([, left = '', right = '']) => positive(left, '', right)),
  ];
  return denials.flatMap((text) => readArithmeticClaims(text).slice(0, 1));
}

/** The claim a denial denies, in words the claim reader reads: "2/4 is bigger than 1/2". */
function positive(left: string, relation: string, right: string): string {
  const compared = relation.replace(/\s+/g, ' ').trim();
  const equal = compared === '' || compared === 'equal to' || compared === 'the same as';
  return `${left} ${equal ? '=' : `is ${compared}`} ${right}`;
}
