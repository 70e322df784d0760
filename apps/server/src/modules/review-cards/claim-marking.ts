import { grade, type Grade } from '../../coach/rule-grading.js';
import { judgeClaim, type SourceStatement } from '../../knowledge/statements/claim-verdict.js';
import { readPassageStatements } from '../../knowledge/statements/reading.js';

/**
 * A contradicted claim's card answered with what the source says. The source's sentence often says more than
 * the question asks ("…, a royal fortress and prison, looking for gunpowder"), so an answer need not say all
 * of it: it earns full credit when everything it states the source supports, and it states against the
 * learner's own claim what the source says in the slot that differed ("in 1789" for "in 1790").
 * Null when that does not hold: the card is then marked as any written answer is.
 */
export async function correctsTheClaim(
  claim: string,
  sourceSentence: string,
  answer: string,
): Promise<Grade | null> {
  const [source, answered, claimed] = await Promise.all([
    readPassageStatements(sourceSentence),
    readPassageStatements(answer),
    readPassageStatements(claim),
  ]);
  if (answered.length === 0 || claimed.length === 0) return null;
  const sourceSide = source.map((statement): SourceStatement<null> => ({ statement, source: null }));
  const answerSide = answered.map((statement): SourceStatement<null> => ({ statement, source: null }));
  const saysTheSource = answered.every(
    (statement) => judgeClaim(statement, sourceSide).verdict === 'supported',
  );
  const correction = claimed
    .map((statement) => judgeClaim(statement, answerSide))
    .find((verdict) => verdict.verdict === 'contradicted');
  if (!saysTheSource || !correction || correction.verdict !== 'contradicted') return null;
  return grade(
    1,
    `Right: your answer says “${correction.stated}” where your claim said “${correction.claimed}”, as the source does.`,
  );
}
