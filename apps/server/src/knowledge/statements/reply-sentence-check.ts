import type { RetrievedPassage } from '../retrieved-passage.js';
import { loadTagger } from '../language/tagged-text.js';
import { judgeClaim, type ClaimVerdict } from './claim-verdict.js';
import { contentTerms } from './content-words.js';
import { prepareStatementReader, sessionStatements } from './passage-statements.js';
import { readStatements } from './read-statements.js';

/** A sentence of a tutor's reply that a session's passage says otherwise about, with that passage's sentence. */
interface ContradictedReplySentence {
  sentence: string;
  verdict: Extract<ClaimVerdict<RetrievedPassage>, { verdict: 'contradicted' }>;
}

/**
 * A sentence that reports or quotes what someone else says ("You said…", "Some people think…", a quote)
 * asserts nothing of the tutor's own.
 */
const REPORTS =
  /[“”"]|\b(?:you|some people|many people|people|they|the learner) (?:said|say|says|think|thought|believe|wrote|mentioned|claimed|suggested|might think)\b|\b(?:if|suppose|imagine|what if)\b|\bmyth\b|\bmisconception\b/i;

export type ReplySentenceCheck = (sentence: string) => ContradictedReplySentence | null;

/**
 * A check, ready before a model's reply streams, of each sentence it states against the session's passages
 * (issue 37, D20): the passages are read first, so each sentence is judged at once as it ends. A question
 * states nothing and passes; so do a sentence a passage says, a denial, and a report of what someone
 * else says.
 */
export async function replySentenceCheck(
  topic: string,
  passages: readonly RetrievedPassage[],
): Promise<ReplySentenceCheck> {
  await prepareStatementReader();
  const tag = await loadTagger();
  const sources = await sessionStatements(passages);
  const topicTerms = topic ? contentTerms(tag(topic).flatMap((s) => s.tokens)) : [];
  return (sentence) => {
    const text = sentence.trim();
    if (sources.length === 0 || text === '' || text.endsWith('?') || REPORTS.test(text)) return null;
    for (const statement of readStatements(tag(text), topicTerms)) {
      // "It was not 1790": a tutor's denial corrects, it does not assert.
      if (statement.predicate?.negated) continue;
      const verdict = judgeClaim(statement, sources);
      if (verdict.verdict === 'contradicted') return { sentence: text, verdict };
    }
    return null;
  };
}
