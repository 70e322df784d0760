import { checkClassClaims, withArticle, type CheckedClassClaim } from '../knowledge/class-claims.js';
import { WORDNET_SOURCE } from '../../../knowledge/wordnet/wordnet.js';
import type { ReplyCandidates } from './reply-composition.js';

/**
 * The tutor's answer to a class claim WordNet settles (issue 23, DESIGN D18): a claim WordNet
 * contradicts is named as not matching the source, in the source's words, and followed by a question
 * that does not take the claim as true; a claim that holds is confirmed with the source and
 * extended. Null when the message makes no claim WordNet settles: an unchecked claim is never
 * affirmed, and the tutor goes on as usual.
 */
export function classClaimReply(latest: string, topic: string): ReplyCandidates | null {
  const claims = checkClassClaims(latest, topic);
  const refuted = claims.find((claim) => !claim.holds);
  if (refuted) return correcting(refuted);
  const [held] = claims;
  return held ? confirming(held) : null;
}

/**
 * Each candidate carries the source's words itself: composeFreshReply may drop leads and bridges to
 * fit or to stay fresh, and the mismatch must never be dropped.
 */
function correcting(claim: CheckedClassClaim): ReplyCandidates {
  const source = `${WORDNET_SOURCE} ${claim.classing}.`;
  const { member, wordnetKind } = claim;
  const claimed = claim.negated ? null : withArticle(claim.claimedKind);
  const questions = claimed
    ? [
        `What does ${withArticle(member)} do that ${claimed} doesn't, which might explain that?`,
        `Which features would you look for to tell ${wordnetKind} from ${claimed}?`,
        `What do you know about the ${member} that fits how the source classes it?`,
      ]
    : [
        `What makes the ${member} ${wordnetKind}, would you say?`,
        `What do you know about the ${member} that fits how the source classes it?`,
      ];
  const openers = ["That doesn't match the source:", 'The source says otherwise:'];
  return {
    leads: [],
    bridges: [],
    questions: questions.flatMap((question) => openers.map((opener) => `${opener} ${source} ${question}`)),
  };
}

function confirming(claim: CheckedClassClaim): ReplyCandidates {
  const source = `Yes: ${WORDNET_SOURCE} ${claim.classing}.`;
  const { member, wordnetKind } = claim;
  const kind = wordnetKind.replace(/^an? /, '');
  const questions = [
    `What makes the ${member} ${wordnetKind}, would you say?`,
    `What other kinds of ${kind} can you name, and how does the ${member} differ from them?`,
    `What sets the ${member} apart from other kinds of ${kind}?`,
  ];
  return { leads: [], bridges: [], questions: questions.map((question) => `${source} ${question}`) };
}
