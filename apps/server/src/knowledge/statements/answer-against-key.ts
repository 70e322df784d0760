import { judgeClaim, type ContradictedSlot, type SourceStatement } from './claim-verdict.js';
import { readPassageStatements } from './reading.js';
import type { Statement } from './statement.js';
import { swappedPath } from './swapped-path.js';
import { termRelation } from './term-relations.js';

/**
 * A written answer read against its accepted answer, statement by statement (issue 37, marking by
 * meaning). Shared words are not agreement: an answer that keeps the key's words but turns its verb, its
 * date, its place or who did it says something else, and earns nothing whatever else it covers.
 *
 * - contradicts: a statement of the answer and one of the key are about the same event and differ in one
 *   slot, either way round; or they say the same of two different subjects ("The nobility declared
 *   itself…" for "The Third Estate declared itself…"); or a movement said the other way round ("from the
 *   positive terminal towards the negative" for "from the negative terminal towards the positive");
 * - states: every statement of the key is said by the answer;
 * - open: neither; the ideas the answer covers decide.
 */
export type AnswerAgainstKey =
  | {
      verdict: 'contradicts';
      slot: ContradictedSlot;
      /** What the answer says in that slot, and what the key says. */
      answered: string;
      keyed: string;
    }
  | { verdict: 'states' }
  | { verdict: 'open' };

export async function readAnswerAgainstKey(
  answer: string,
  key: string,
  question: string,
): Promise<AnswerAgainstKey> {
  // "It" in either stands for what the question asks about.
  const keyed = asSources(await readPassageStatements(key, question));
  const answered = asSources(await readPassageStatements(answer, question));
  if (keyed.length === 0 || answered.length === 0) return { verdict: 'open' };

  for (const { statement } of answered) {
    const verdict = judgeClaim(statement, keyed);
    if (verdict.verdict === 'contradicted')
      return { verdict: 'contradicts', slot: verdict.slot, answered: verdict.claimed, keyed: verdict.stated };
  }
  for (const { statement } of keyed) {
    const verdict = judgeClaim(statement, answered);
    if (verdict.verdict === 'contradicted')
      return { verdict: 'contradicts', slot: verdict.slot, answered: verdict.stated, keyed: verdict.claimed };
  }
  const swapped = await swappedPath(answer, key);
  if (swapped) return { verdict: 'contradicts', slot: 'direction', ...swapped };
  for (const a of answered) {
    for (const k of keyed) {
      const swap = otherSubject(a.statement, k.statement);
      if (swap) return { verdict: 'contradicts', slot: 'agent', ...swap };
    }
  }
  const stated = keyed.every(({ statement }) => judgeClaim(statement, answered).verdict === 'supported');
  return stated ? { verdict: 'states' } : { verdict: 'open' };
}

function asSources(statements: readonly Statement[]): SourceStatement<null>[] {
  return statements.map((statement) => ({ statement, source: null }));
}

/**
 * The same deed done by someone else: the same verb, not negated either way, everything the key says
 * after it said by the answer too, and subjects that share no word. "X is Y" is left out: two things
 * may both be Y.
 */
function otherSubject(answer: Statement, key: Statement): { answered: string; keyed: string } | null {
  const verb = key.predicate;
  if (!verb || verb.lemma === 'be' || !answer.predicate) return null;
  if (termRelation(answer.predicate.lemma, verb.lemma) !== 'same') return null;
  if (answer.predicate.negated !== verb.negated || answer.predicate.passive !== verb.passive) return null;
  if (answer.subject.length === 0 || key.subject.length === 0) return null;
  const held = (word: string, among: readonly string[]) =>
    among.some((term) => {
      const relation = termRelation(word, term);
      return relation === 'same' || relation === 'broader';
    });
  const keyRest = key.terms.filter((t) => !key.subject.includes(t) && t !== verb.lemma);
  if (keyRest.length === 0 || !keyRest.every((t) => held(t, answer.terms))) return null;
  if (answer.subject.some((w) => held(w, key.subject)) || key.subject.some((w) => held(w, answer.subject)))
    return null;
  return { answered: answer.subject.join(' '), keyed: key.subject.join(' ') };
}
