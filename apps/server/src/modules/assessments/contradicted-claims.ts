import type { ContradictedChatClaim } from '@socratica/contracts';
import { citedPlace } from '../../knowledge/citation.js';
import type { RetrievedPassage } from '../../knowledge/retrieved-passage.js';
import { judgeLearnerMessage } from '../../knowledge/statements/source-verdicts.js';

/** Passages read for each learner message, as the chat reads them for a reply. */
const PASSAGES_PER_MESSAGE = 3;

export type PassageFinder = (topic: string, query: string, k: number) => Promise<readonly RetrievedPassage[]>;

/**
 * The claims of a chat that the session's sources contradict (issue 37), each judged as the tutor judged it
 * when it replied: against the passages found for that message. A claim is corrected when a later message
 * of the learner is supported by the same sentence, or names what the source says in the slot that differed.
 */
export async function contradictedChatClaims(
  topic: string,
  learnerMessages: readonly string[],
  findPassages: PassageFinder,
): Promise<ContradictedChatClaim[]> {
  const judged = await Promise.all(
    learnerMessages.map(async (message) =>
      judgeLearnerMessage(message, topic, await findPassages(topic, message, PASSAGES_PER_MESSAGE)),
    ),
  );
  const claims: ContradictedChatClaim[] = [];
  judged.forEach((verdicts, at) => {
    for (const { claim, verdict } of verdicts) {
      if (verdict.verdict !== 'contradicted') continue;
      const sentence = verdict.deciding.statement.sentence;
      if (claims.some((c) => c.claim === claim)) continue;
      const later = judged.slice(at + 1);
      const laterMessages = learnerMessages.slice(at + 1).map((m) => m.toLowerCase());
      const corrected =
        later.some((vs) =>
          vs.some(
            (v) => v.verdict.verdict === 'supported' && v.verdict.deciding.statement.sentence === sentence,
          ),
        ) ||
        (/\d/.test(verdict.stated) && laterMessages.some((m) => m.includes(verdict.stated.toLowerCase())));
      const citation = verdict.deciding.source.citation;
      claims.push({
        claim,
        source_sentence: sentence,
        source_name: citedPlace(citation),
        source_url: citation.url,
        corrected,
      });
    }
  });
  return claims;
}

/** A contradicted claim as a knowledge gap of the report. */
export function contradictedClaimGap(claim: ContradictedChatClaim): string {
  const state = claim.corrected ? 'corrected later in the chat' : 'not corrected in the chat';
  return `Your claim “${claim.claim.replace(/\.$/, '')}” (${state}) — ${claim.source_name} says: “${claim.source_sentence}”`;
}
