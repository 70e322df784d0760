import {
  readArithmeticClaims,
  readCalculation,
  valueOf,
  written,
  type ArithmeticClaim,
  type Calculation,
} from '../arithmetic/arithmetic-claims.js';
import {
  correction,
  EXPOSED_CLAIM,
  exposingQuestion,
  extension,
  inDecimals,
  trueStatement,
  working,
} from '../arithmetic/worked-arithmetic.js';
import type { LearnerSignal } from './learner-signal.js';
import type { ReplyCandidates } from './reply-composition.js';

/**
 * The tutor's answer to arithmetic (DESIGN D18): a right result is confirmed plainly and extended;
 * a wrong one gets a question that exposes the error; a learner still stuck or wrong after that
 * gets the exact working. Null when the message has no arithmetic the tutor can check.
 */
export function arithmeticReply(
  latest: string,
  lastReply: string,
  signal: LearnerSignal,
): ReplyCandidates | null {
  const asked = askedCalculation(lastReply);
  const exposed = exposedClaim(lastReply);
  const claims = readArithmeticClaims(latest);
  const answer = claims.length === 0 ? bareAnswer(latest) : null;
  // The right result of the exposed calculation, given instead of an answer to the check. A
  // compared number is no calculation: "1/2" after "What do you get for 2/4 − 1/2?" answers the check.
  const resultOfExposed =
    answer !== null &&
    exposed !== null &&
    exposed.left.operators.length > 0 &&
    valueOf(answer).equals(valueOf(exposed.left));
  if (answer !== null && exposed && resultOfExposed) claims.push(claimOf(exposed.left, answer));
  else if (answer !== null && asked) claims.push(claimOf(asked, answer));

  const wrong = claims.find((c) => !c.holds);
  // A wrong answer to the pending check is the old claim still held; a new wrong claim is its own.
  if (wrong && exposed && (answer !== null || aboutClaim(wrong, exposed))) return stillWrong(exposed);
  if (wrong) return exposing(wrong);
  if (claims.length > 0) return confirming(claims, exposed, lastReply);
  if (signal === 'stuck' && exposed) return stillWrong(exposed);
  if (signal === 'stuck' && asked) return stillWrong(claimOf(asked, asked));
  return null;
}

function exposing(claim: ArithmeticClaim): ReplyCandidates {
  const { question } = exposingQuestion(claim);
  return {
    leads: ["Let's check that.", "Let's test that claim before we build on it."],
    bridges: [`You wrote “${claim.statement}”.`],
    questions: [question],
  };
}

/**
 * The fact, worked exactly, and a question a teacher would ask next: how to check it, or the same
 * fact the other way round. Never a calculation on the corrected result ("56 × 8" after
 * "7 × 8 = 56"), which practises nothing the learner got wrong.
 */
function stillWrong(claim: ArithmeticClaim): ReplyCandidates {
  const decimals = inDecimals(claim);
  const fact = claim.holds ? working(claim.left, decimals) : correction(claim);
  const turned = turnedAround(claim.left);
  return {
    leads: ['Here is the working, step by step.', "Let's work it through together."],
    bridges: [`${capitalised(fact)}.`],
    questions: [
      `How could you check that ${trueStatement(claim)} for yourself, in a different way from the one you used?`,
      ...(turned ? [`${OTHER_WAY_ROUND} what do you get for ${turned.text}?`] : []),
    ],
  };
}

/** Opens the question after a correction that asks for the same fact turned around ("8 × 7"). */
const OTHER_WAY_ROUND = 'The same fact the other way round:';

function confirming(
  claims: readonly ArithmeticClaim[],
  exposed: ArithmeticClaim | null,
  lastReply: string,
): ReplyCandidates {
  const last = claims.at(-1) as ArithmeticClaim;
  const statements = listed(claims.map((c) => c.statement));
  const followUp = exposed && afterExposing(claims, exposed, statements);
  if (followUp) return followUp;
  // Its result is the corrected one: going a step further would compute on it ("56 × 7").
  const turned = lastReply.includes(OTHER_WAY_ROUND) ? turnedAround(last.left) : null;
  if (turned) {
    return {
      leads: [`That's right: ${statements}.`],
      bridges: [],
      questions: [`Why do you think ${last.left.text} and ${turned.text} give the same result?`],
    };
  }
  const next = extension(last);
  return {
    leads: [`That's right: ${statements}.`],
    bridges: [],
    questions: [
      `Now one step further: what do you get for ${next.text}?`,
      `Next, what do you get for ${next.text}?`,
    ],
  };
}

/**
 * After a question that set out to expose a wrong claim: a right answer to it shows the claim
 * wrong, and the tutor says so; any other right statement shows nothing about the claim, so the
 * tutor goes back to its question rather than draw a conclusion that does not follow. Null when the
 * learner has moved on to the claim itself.
 */
function afterExposing(
  claims: readonly ArithmeticClaim[],
  exposed: ArithmeticClaim,
  statements: string,
): ReplyCandidates | null {
  if (exposed.holds || claims.some((c) => c.left.text === exposed.left.text)) return null;
  const { question, check } = exposingQuestion(exposed);
  const { left, right } = exposed;
  if (!claims.some((c) => sameCalculation(c.left, check))) {
    return {
      leads: [`That's right: ${statements}.`],
      bridges: [`Back to your claim about ${left.text} and ${right.text}.`],
      questions: [question],
    };
  }
  const compared = left.operators.length === 0 && right.operators.length === 0;
  return {
    leads: [`That's right: ${statements}.`],
    bridges: [`So ${left.text} cannot be ${RELATION_WORDS[exposed.relation]}${right.text}.`],
    questions: [
      compared
        ? `Then which is bigger, ${left.text} or ${right.text}, or are they equal?`
        : `Then what do you get for ${left.text}?`,
    ],
  };
}

const RELATION_WORDS: Record<ArithmeticClaim['relation'], string> = {
  '=': '',
  '>': 'bigger than ',
  '<': 'smaller than ',
};

/** Whether a claim is about the exposed one: its own calculation, or the check that exposes it. */
function aboutClaim(claim: ArithmeticClaim, exposed: ArithmeticClaim): boolean {
  return (
    sameCalculation(claim.left, exposed.left) || sameCalculation(claim.left, exposingQuestion(exposed).check)
  );
}

/** "8 × 7" for "7 × 8": the same two numbers with an operator that does not mind their order. */
function turnedAround(calculation: Calculation): Calculation | null {
  const [operator] = calculation.operators;
  const [a, b] = calculation.numbers;
  if (calculation.operators.length !== 1 || !a || !b || (operator !== '+' && operator !== '×')) return null;
  if (a.equals(b)) return null;
  const [first = '', second = ''] = calculation.text.split(` ${operator} `);
  return { numbers: [b, a], operators: [operator], text: `${second} ${operator} ${first}` };
}

/** The same numbers, in the same order, with the same operators. */
function sameCalculation(one: Calculation, other: Calculation): boolean {
  return (
    one.operators.join() === other.operators.join() &&
    one.numbers.length === other.numbers.length &&
    one.numbers.every((n, i) => other.numbers[i]?.equals(n) === true)
  );
}

/** The calculation the tutor's last reply asked for ("What do you get for 2/5 − 1/3?"). */
function askedCalculation(lastReply: string): Calculation | null {
  const match = /what do you get for (.+?)\?\s*$/i.exec(lastReply.trim());
  return match ? readCalculation(match[1] ?? '') : null;
}

/** The wrong claim the tutor's last reply set out to expose, read back from its own words. */
function exposedClaim(lastReply: string): ArithmeticClaim | null {
  const match = EXPOSED_CLAIM.exec(lastReply);
  if (!match) return null;
  const [, left = '', relation = '', right = ''] = match;
  const claim = readArithmeticClaims(
    `${left} ${relation.trim() === '' ? '=' : `is ${relation.trim()}`} ${right}`,
  )[0];
  return claim ?? null;
}

/** A message that is only a number or a calculation: "1/15", "it's 5/6", "I get 0.3". */
function bareAnswer(message: string): Calculation | null {
  const stripped = message
    .trim()
    .toLowerCase()
    .replace(/^(?:so|ok|okay|oh|um+|hmm+)[,\s]+/, '')
    .replace(
      /^(?:it'?s|it\s+is|that'?s|that\s+is|i\s+get|i\s+got|i\s+think\s+it'?s|the\s+answer\s+is|=)\s*/,
      '',
    )
    .replace(/[.!?]+$/, '');
  return readCalculation(stripped);
}

function claimOf(left: Calculation, right: Calculation): ArithmeticClaim {
  const decimals = `${left.text}${right.text}`.includes('.');
  const holds = valueOf(left).equals(valueOf(right));
  const rightText = right.operators.length === 0 ? written(valueOf(right), decimals) : right.text;
  return {
    left,
    relation: '=',
    right: { ...right, text: rightText },
    holds,
    statement: `${left.text} = ${rightText}`,
  };
}

function listed(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
