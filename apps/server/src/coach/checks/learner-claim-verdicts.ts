import { readArithmeticClaims, type ArithmeticClaim } from '../offline/arithmetic/arithmetic-claims.js';
import { trueStatement } from '../offline/arithmetic/worked-arithmetic.js';
import { checkClassClaims, type CheckedClassClaim } from '../offline/knowledge/class-claims.js';

/** A claim the checks refuted: a sum worked exactly, or a class claim WordNet contradicts. */
export type RefutedClaim = ArithmeticClaim | CheckedClassClaim;

/** What the exact checks found in the learner's latest message (DESIGN D20). */
export interface LearnerClaimVerdicts {
  /** One sentence per claim, for the model: "The learner's claim 7 × 8 = 54 is false: 7 × 8 = 56." */
  verdicts: string[];
  /** The claims the checks refuted; a reply must not praise them. */
  refuted: RefutedClaim[];
}

/**
 * Arithmetic first, then class claims against WordNet (issue 23). `topic` picks the sense of an
 * ambiguous member ("bat" in "Animals"); without it only a claim no sense could make true is refuted.
 */
export function learnerClaimVerdicts(latestLearnerMessage: string | null, topic = ''): LearnerClaimVerdicts {
  const claims = latestLearnerMessage ? readArithmeticClaims(latestLearnerMessage) : [];
  const classClaims = latestLearnerMessage ? checkClassClaims(latestLearnerMessage, topic) : [];
  return {
    verdicts: [...claims.map(verdictOn), ...classClaims.map((claim) => claim.verdict)],
    refuted: [...claims, ...classClaims].filter((claim) => !claim.holds),
  };
}

export function verdictOn(claim: RefutedClaim): string {
  if ('verdict' in claim) return claim.verdict;
  return claim.holds
    ? `The learner's claim ${claim.statement} is true.`
    : `The learner's claim ${claim.statement} is false: ${trueStatement(claim)}.`;
}
