import { citationText } from '../../knowledge/citation.js';
import type { ReplySentenceCheck } from '../../knowledge/statements/reply-sentence-check.js';
import { falseArithmeticStatements } from '../offline/arithmetic/reply-arithmetic-check.js';
import { affirmingSentences } from './praise.js';
import { verdictOn, type RefutedClaim } from './learner-claim-verdicts.js';
import { replySentences } from './sentence-gate.js';

/** What a reply is checked against, beside its own arithmetic. */
export interface ReplyCheckBasis {
  /** Claims of the learner's message the checks refuted: a reply must not affirm them. */
  refuted: readonly RefutedClaim[];
  /** Claims no source of the session supports (issue 38): a reply may not confirm them as established. */
  unsupported?: readonly string[];
  sourceCheck?: ReplySentenceCheck | null;
  /** Whether a sentence is not prose (issue 38); such sentences are asked away like any failure. */
  junk?: (sentence: string) => string | null;
}

/**
 * A sentence that affirms while saying that it speaks from the model's own knowledge, not the sources, does
 * not confirm a claim as established (issue 38).
 */
const OWN_KNOWLEDGE =
  /\b(?:my own knowledge|from what I know|(?:not|isn't|is not|isn’t) (?:in|from|covered by) the sources|the sources (?:don't|do not|don’t) (?:say|cover|settle|mention)|outside (?:of )?the sources|beyond the sources)\b/i;

/**
 * DESIGN D20: a model's reply fails when it states false arithmetic, states something a session's
 * source says otherwise (issue 37), affirms the learner while the checks refuted a claim in the
 * learner's message (a sum, a class claim WordNet contradicts, or one a source does), confirms a claim no
 * source supports, or holds a sentence that is not prose (issue 38).
 * Each failure comes back as the verdict to restate when the model is asked once more; an empty
 * list means the reply may be shown.
 */
export function tutorReplyFailures(
  reply: string,
  { refuted, unsupported = [], sourceCheck = null, junk }: ReplyCheckBasis,
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
  const confirming = replySentences(reply).filter(
    (sentence) => affirmingSentences(sentence).length > 0 && !OWN_KNOWLEDGE.test(sentence),
  );
  const unfounded =
    confirming.length > 0
      ? unsupported.map(
          (claim) =>
            `Your reply confirmed the learner's claim “${claim}”, but it is not covered by the session's sources. Do not confirm it as established: you may say what you know about it, labelled as your own knowledge and not the sources', or ask the learner what supports it.`,
        )
      : [];
  const notProse = junk
    ? replySentences(reply).flatMap((sentence) => {
        const reason = junk(sentence);
        return reason
          ? [`Your reply held ${reason} (“${sentence.slice(0, 80)}”). Write plain prose for the learner.`]
          : [];
      })
    : [];
  return [...falseStatements, ...praise, ...unfounded, ...contradicted, ...notProse];
}
