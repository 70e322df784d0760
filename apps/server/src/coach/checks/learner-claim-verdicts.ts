import { readArithmeticClaims, type ArithmeticClaim } from '../offline/arithmetic/arithmetic-claims.js';
import { trueStatement } from '../offline/arithmetic/worked-arithmetic.js';
import { checkClassClaims, type CheckedClassClaim } from '../offline/knowledge/class-claims.js';
import { passageContradiction } from '../offline/tutor/passage-contradiction.js';
import { citationText } from '../../knowledge/citation.js';
import type { RetrievedPassage } from '../../knowledge/retrieved-passage.js';
import type { SourcedVerdict } from '../../knowledge/statements/source-verdicts.js';

/** A claim a retrieved passage says otherwise about, in so many words. */
interface ContradictedClaim {
  holds: false;
  statement: string;
  verdict: string;
}

/** A claim the checks refuted: a sum worked exactly, a class claim WordNet contradicts, or one a passage does. */
export type RefutedClaim = ArithmeticClaim | CheckedClassClaim | ContradictedClaim;

/** What the exact checks found in the learner's latest message (DESIGN D20). */
export interface LearnerClaimVerdicts {
  /** One sentence per claim, for the model: "The learner's claim 7 × 8 = 54 is false: 7 × 8 = 56." */
  verdicts: string[];
  /** The claims the checks refuted; a reply must not praise them. */
  refuted: RefutedClaim[];
}

/**
 * Arithmetic first, then class claims against WordNet, then what the retrieved passages say (issue 23).
 * `topic` picks the sense of an ambiguous member ("bat" in "Animals"); without it only a claim no sense
 * could make true is refuted.
 */
export function learnerClaimVerdicts(
  latestLearnerMessage: string | null,
  topic = '',
  passages: readonly RetrievedPassage[] = [],
): LearnerClaimVerdicts {
  const claims = latestLearnerMessage ? readArithmeticClaims(latestLearnerMessage) : [];
  const classClaims = latestLearnerMessage ? checkClassClaims(latestLearnerMessage, topic) : [];
  const contradicted = latestLearnerMessage ? contradictedBySource(latestLearnerMessage, passages) : [];
  return {
    verdicts: [
      ...claims.map(verdictOn),
      ...classClaims.map((claim) => claim.verdict),
      ...contradicted.map(verdictOn),
    ],
    refuted: [...claims, ...classClaims, ...contradicted].filter((claim) => !claim.holds),
  };
}

function contradictedBySource(message: string, passages: readonly RetrievedPassage[]): ContradictedClaim[] {
  const found = passageContradiction(message, passages);
  if (!found) return [];
  return [
    {
      holds: false,
      statement: found.statement,
      verdict: `The learner's claim “${found.statement}” does not match the source: ${citationText(found.passage.citation)} says “${found.sentence}”`,
    },
  ];
}

export function verdictOn(claim: RefutedClaim): string {
  if ('verdict' in claim) return claim.verdict;
  return claim.holds
    ? `The learner's claim ${claim.statement} is true.`
    : `The learner's claim ${claim.statement} is false: ${trueStatement(claim)}.`;
}

/**
 * The verdicts of the statement reader (issue 37) as the model reads them: each claim a source contradicts,
 * with the deciding sentence and its citation, is refuted; a supported claim is named with its sentence; a
 * claim the sources do not cover is to be neither praised nor refuted.
 */
export function sourcedClaimVerdicts(sourced: readonly SourcedVerdict[]): LearnerClaimVerdicts {
  const verdicts: string[] = [];
  const refuted: ContradictedClaim[] = [];
  for (const { claim, verdict } of sourced) {
    if (verdict.verdict === 'contradicted') {
      const line = `The learner's claim “${claim}” is contradicted by ${citationText(verdict.deciding.source.citation)}, which says “${verdict.deciding.statement.sentence}” Say so, quoting that sentence, and do not affirm the claim.`;
      verdicts.push(line);
      refuted.push({ holds: false, statement: claim, verdict: line });
    } else if (verdict.verdict === 'supported') {
      verdicts.push(
        `The learner's claim “${claim}” is supported by ${citationText(verdict.deciding.source.citation)}, which says “${verdict.deciding.statement.sentence}”`,
      );
    } else {
      verdicts.push(
        `The learner's claim “${claim}” is not covered by the session's sources: do not confirm it as established. Say that the sources do not settle it; you may add what you know about it, labelled as your own knowledge, or ask the learner what supports it.`,
      );
    }
  }
  return { verdicts, refuted };
}
