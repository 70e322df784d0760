import type { RetrievedPassage } from '../../../knowledge/retrieved-passage.js';
import type { AnswerType } from '../../../knowledge/statements/question-reading.js';
import { answerFromPassages } from '../../../knowledge/statements/passage-answers.js';
import { askedAbout } from './fact-question.js';
import { sourceLine } from './passage-citation.js';
import { escapeMarkdown } from './quoted-markdown.js';
import { wordCount } from './reply-composition.js';

/**
 * A question of fact answered by the sentence that holds an answer of the type asked (issue 37): "where" by
 * a place, "when" by a time, "who" by a name, "how many" by a quantity, "why" by a cause, "what kind of X"
 * by a kind of X. The sentence is quoted with its source and link, then one question that fits the answer.
 * Null when no sentence holds such an answer: the caller then answers as before.
 */
export async function statementAnswer(situation: {
  learnerMessages: readonly string[];
  topic: string;
  passages: readonly RetrievedPassage[];
  previousReplies: readonly string[];
  maxWords: number;
}): Promise<string | null> {
  const { learnerMessages, topic, passages, previousReplies, maxWords } = situation;
  const asked = askedAbout(learnerMessages, topic);
  if (asked === null || asked === topic || passages.length === 0) return null;
  const found = await answerFromPassages(asked, topic, passages);
  if (found === null) return null;
  const [first] = found.deciding;
  if (!first) return null;
  const quote = escapeMarkdown(found.deciding.map((d) => d.statement.sentence).join(' '));
  const source = sourceLine(first.source.citation);
  const quotedBefore = previousReplies.some((reply) => reply.includes(quote));
  for (const question of quotedBefore ? [ASKED_AGAIN] : FOLLOW_UPS[found.type]) {
    const reply = `${source}: “${quote}” ${question}`;
    if (wordCount(reply) <= maxWords + 20 && !previousReplies.includes(reply)) return reply;
  }
  return null;
}

/** Asked the same again, the learner gets the same sentence with this question. */
const ASKED_AGAIN = 'That is what my source says. How would you put it in your own words?';

/** A question that builds on an answer of each type. */
const FOLLOW_UPS: Record<AnswerType, readonly string[]> = {
  place: ['What about that place suits it, do you think?', 'What else happens there?'],
  time: ['What was going on just before then?', 'What changed after that?'],
  person: ['What else do you know about what they did?', 'Why do you think it was them?'],
  quantity: ['How does that figure compare with what you expected?', 'What would change that number?'],
  cause: ['Which part of that do you think mattered most?', 'What followed from it?'],
  order: ['What comes next, do you think?', 'Why does it have to come in that order?'],
  definition: ['Can you think of an example of it?', 'How would you say it in your own words?'],
  kind: ['How does it differ from others of its kind?', 'What gives it away as that kind?'],
  other: ['Which part of that is new to you?', 'What would you ask next about it?'],
};
