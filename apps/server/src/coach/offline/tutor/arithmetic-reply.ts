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
  if (answer !== null && exposed && valueOf(answer).equals(valueOf(exposed.left)))
    claims.push(claimOf(exposed.left, answer));
  else if (answer !== null && asked) claims.push(claimOf(asked, answer));

  const wrong = claims.find((c) => !c.holds);
  if (wrong && exposed) return stillWrong(exposed);
  if (wrong) return exposing(wrong);
  if (claims.length > 0) return confirming(claims, exposed);
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

/** The fact, worked exactly, and a question that uses it. */
function stillWrong(claim: ArithmeticClaim): ReplyCandidates {
  const decimals = inDecimals(claim);
  const next = extension({
    ...claim,
    right: { numbers: [valueOf(claim.left)], operators: [], text: '' },
    holds: true,
  });
  const fact = claim.holds ? working(claim.left, decimals) : correction(claim);
  return {
    leads: ['Here is the working, step by step.', "Let's work it through together."],
    bridges: [`${capitalised(fact)}.`],
    questions: [`Using that, what do you get for ${next.text}?`],
  };
}

function confirming(claims: readonly ArithmeticClaim[], exposed: ArithmeticClaim | null): ReplyCandidates {
  const last = claims.at(-1) as ArithmeticClaim;
  const statements = listed(claims.map((c) => c.statement));
  // Checking the exposing question's answer shows the exposed claim was wrong: say so.
  const exposedNow = exposed && !exposed.holds && !claims.some((c) => c.left.text === exposed.left.text);
  if (exposedNow) {
    return {
      leads: [`That's right: ${statements}.`],
      bridges: [`So ${exposed.left.text} cannot be ${exposed.right.text}.`],
      questions: [`Then what do you get for ${exposed.left.text}?`],
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
