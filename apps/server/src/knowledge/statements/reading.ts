import { loadTagger } from '../language/tagged-text.js';
import { contentTerms } from './content-words.js';
import { claimsIn, type LearnerClaim } from './claim-text.js';
import { readStatements } from './read-statements.js';
import type { Statement } from './statement.js';
import { readQuestion, type ReadQuestion } from './question-reading.js';

/** The statements of a passage's text; pronouns opening it stand for its title. */
export async function readPassageStatements(body: string, title = ''): Promise<Statement[]> {
  const tag = await loadTagger();
  const titleTerms = title ? contentTerms(tag(title).flatMap((s) => s.tokens)) : [];
  return readStatements(tag(body), titleTerms);
}

/** A learner's claim, read: the text it came as and what it asserts. */
export interface ReadClaim extends LearnerClaim {
  statements: Statement[];
}

/** The claims a learner's message states, each read into statements. */
export async function readLearnerClaims(message: string, topic = ''): Promise<ReadClaim[]> {
  const tag = await loadTagger();
  const topicTerms = topic ? contentTerms(tag(topic).flatMap((s) => s.tokens)) : [];
  return claimsIn(message).map((claim) => ({
    ...claim,
    statements: readStatements(tag(claim.text), topicTerms),
  }));
}

/** A learner's question of fact, read for the kind of answer it asks for and what it is about. */
export async function readLearnerQuestion(question: string): Promise<ReadQuestion> {
  return readQuestion(question, await loadTagger());
}

/** The content words of a passage's place in its source ("Photosynthesis › Calvin cycle"). */
export async function readContext(sectionPath: string): Promise<string[]> {
  const tag = await loadTagger();
  return contentTerms(tag(sectionPath.replaceAll('›', ',')).flatMap((s) => s.tokens));
}
