import { citationText } from '../../knowledge/citation.js';
import type { ReplySentenceCheck } from '../../knowledge/statements/reply-sentence-check.js';
import { falseArithmeticStatements } from '../offline/arithmetic/reply-arithmetic-check.js';
import { affirmingSentences } from './praise.js';
import { verdictOn, type RefutedClaim } from './learner-claim-verdicts.js';
import { replySentences } from './sentence-gate.js';

/**
 * DESIGN D20: a model's reply fails when it states false arithmetic, states something a session's
 * source says otherwise (issue 37), or affirms the learner while the checks refuted a claim in the
 * learner's message: a sum, a class claim WordNet contradicts, or one a source does.
 * Each failure comes back as the verdict to restate when the model is asked once more; an empty
 * list means the reply may be shown.
 */
export function tutorReplyFailures(
  reply: string,
  refuted: readonly RefutedClaim[],
  sourceCheck: ReplySentenceCheck | null = null,
): string[] {
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
  const contradicted = sourceCheck
    ? replySentences(reply).flatMap((sentence) => {
        const found = sourceCheck(sentence);
        if (!found) return [];
        const { deciding } = found.verdict;
        return [
          `Your reply stated “${found.sentence}”, but ${citationText(deciding.source.citation)} says “${deciding.statement.sentence}” State only what the sources say.`,
        ];
      })
    : [];
  return [...falseStatements, ...praise, ...contradicted];
}
