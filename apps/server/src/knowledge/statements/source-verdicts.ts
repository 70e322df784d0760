import type { RetrievedPassage } from '../retrieved-passage.js';
import { judgeClaim, type ClaimVerdict } from './claim-verdict.js';
import { prepareStatementReader, sessionStatements } from './passage-statements.js';
import { readLearnerClaims } from './reading.js';

/** A claim of the learner's message, judged against the session's passages (issue 37). */
export interface SourcedVerdict {
  /** The claim as a plain sentence: "Pumice sinks in water because it is heavy." */
  claim: string;
  /** Whether it came as a question ("…, right?"). */
  asked: boolean;
  verdict: ClaimVerdict<RetrievedPassage>;
}

/**
 * Past this much judging, the claims not yet judged are not covered: a message never waits long on the
 * reader, whatever it holds. Loading the English model and WordNet is not counted: it happens once.
 */
const JUDGING_LIMIT_MS = 500;
/**
 * Every claim of a learner's message, each with its verdict: contradicted when a passage's sentence about the
 * same subject and predicate says otherwise in one slot, supported when one says it, otherwise not covered.
 * A true question states no claim and gets no verdict.
 */
export async function judgeLearnerMessage(
  message: string,
  topic: string,
  passages: readonly RetrievedPassage[],
): Promise<SourcedVerdict[]> {
  await prepareStatementReader();
  const claims = await readLearnerClaims(message, topic);
  if (claims.length === 0) return [];
  const sources = await sessionStatements(passages);
  const verdicts: SourcedVerdict[] = [];
  const started = performance.now();
  for (const claim of claims) {
    for (const statement of claim.statements) {
      const inTime = performance.now() - started < JUDGING_LIMIT_MS;
      const verdict = inTime
        ? judgeClaim(statement, sources)
        : { verdict: 'not_covered' as const, claim: statement };
      verdicts.push({ claim: claim.text, asked: claim.asked, verdict });
    }
  }
  return verdicts;
}
