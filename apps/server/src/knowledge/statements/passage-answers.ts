import type { RetrievedPassage } from '../knowledge.service.js';
import type { SourceStatement } from './claim-verdict.js';
import { passageStatements, prepareStatementReader } from './passage-statements.js';
import { answerQuestion, type FoundAnswer } from './question-answer.js';
import { readContext, readLearnerQuestion } from './reading.js';

/** The sentence (or two) of the session's passages that answers a question of fact, if one does. */
export async function answerFromPassages(
  question: string,
  topic: string,
  passages: readonly RetrievedPassage[],
): Promise<FoundAnswer<RetrievedPassage> | null> {
  await prepareStatementReader();
  const read = await readLearnerQuestion(question);
  const topicTerms = topic ? (await readLearnerQuestion(topic)).focus : [];
  const sources: SourceStatement<RetrievedPassage>[] = [];
  for (const passage of passages) {
    const context = await readContext(passage.sectionPath);
    for (const statement of await passageStatements(passage))
      sources.push({ statement, source: passage, context });
  }
  return answerQuestion(read, question, sources, topicTerms);
}
