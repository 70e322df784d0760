import type { RetrievedPassage } from '../retrieved-passage.js';
import { prepareStatementReader, sessionStatements } from './passage-statements.js';
import { answerQuestion, type FoundAnswer } from './question-answer.js';
import { readLearnerQuestion } from './reading.js';

/** The sentence (or two) of the session's passages that answers a question of fact, if one does. */
export async function answerFromPassages(
  question: string,
  topic: string,
  passages: readonly RetrievedPassage[],
): Promise<FoundAnswer<RetrievedPassage> | null> {
  await prepareStatementReader();
  const read = await readLearnerQuestion(question);
  const topicTerms = topic ? (await readLearnerQuestion(topic)).focus : [];
  const sources = await sessionStatements(passages);
  return answerQuestion(read, question, sources, topicTerms);
}
