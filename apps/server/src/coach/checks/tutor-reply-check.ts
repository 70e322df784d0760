import { falseArithmeticStatements } from '../offline/arithmetic/reply-arithmetic-check.js';
import { affirmingSentences } from './praise.js';
import { verdictOn, type RefutedClaim } from './learner-claim-verdicts.js';

/**
 * DESIGN D20: a model's reply fails when it states false arithmetic, or affirms the learner while
 * the checks refuted a claim in the learner's message: a sum, or a class claim WordNet contradicts.
 * Each failure comes back as the verdict to restate when the model is asked once more; an empty
 * list means the reply may be shown.
 */
export function tutorReplyFailures(reply: string, refuted: readonly RefutedClaim[]): string[] {
  const falseStatements = falseArithmeticStatements(reply).map(
    ({ statement }) => `Your reply stated ${statement}, which is false. State only arithmetic that holds.`,
  );
  const praise =
    refuted.length > 0 && affirmingSentences(reply).length > 0
      ? refuted.map(
          (claim) =>
            `Your reply told the learner they were right, but ${verdictOn(claim)} Do not praise or affirm it; help the learner find the mistake.`,
        )
      : [];
  return [...falseStatements, ...praise];
}
