import { readArithmeticClaims, type ArithmeticClaim } from '../offline/arithmetic/arithmetic-claims.js';
import { trueStatement } from '../offline/arithmetic/worked-arithmetic.js';

/** What the exact checks found in the learner's latest message (DESIGN D20). */
export interface LearnerClaimVerdicts {
  /** One sentence per claim, for the model: "The learner's claim 7 × 8 = 54 is false: 7 × 8 = 56." */
  verdicts: string[];
  /** The claims the checks refuted; a reply must not praise them. */
  refuted: ArithmeticClaim[];
}

export function learnerClaimVerdicts(latestLearnerMessage: string | null): LearnerClaimVerdicts {
  const claims = latestLearnerMessage ? readArithmeticClaims(latestLearnerMessage) : [];
  return {
    verdicts: claims.map(verdictOn),
    refuted: claims.filter((claim) => !claim.holds),
  };
}

export function verdictOn(claim: ArithmeticClaim): string {
  return claim.holds
    ? `The learner's claim ${claim.statement} is true.`
    : `The learner's claim ${claim.statement} is false: ${trueStatement(claim)}.`;
}
