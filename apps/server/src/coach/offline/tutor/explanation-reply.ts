import type { RetrievedPassage } from '../../../knowledge/retrieved-passage.js';
import {
  explainFrom,
  FEWEST_SENTENCES,
  MOST_SENTENCES,
  readExplanationRequest,
} from '../../../knowledge/statements/explanation.js';
import { sourceLine } from './passage-citation.js';
import { escapeMarkdown } from './quoted-markdown.js';

/**
 * "Explain step by step…", "just tell me…", "how does X work?" (issue 37): the source's own sentences on
 * it, in its order, quoted as numbered steps under their link, then one question that checks the learner
 * followed. Sized to the time left: six sentences with ten minutes or more, four with five, else three.
 * Null when the message asks for no explanation, or no passage is about what it names.
 */
export async function explanationReply(situation: {
  message: string;
  topic: string;
  passages: readonly RetrievedPassage[];
  remainingMinutes: number;
  previousReplies: readonly string[];
}): Promise<string | null> {
  const { message, topic, passages, remainingMinutes, previousReplies } = situation;
  if (passages.length === 0) return null;
  const request = await readExplanationRequest(message, topic);
  if (request === null) return null;
  const explanation = await explainFrom(request, passages, topic, sentencesFor(remainingMinutes));
  if (explanation === null) return null;
  const steps = explanation.sentences.map((sentence, i) => `${i + 1}. “${escapeMarkdown(sentence)}”`);
  const heading = `${sourceLine(explanation.source.citation)}, in its own order:`;
  const explained = `${heading}\n\n${steps.join('\n')}`;
  const givenBefore = previousReplies.some((reply) => reply.startsWith(explained));
  const check = givenBefore ? RETELL : CHECKS[explanation.kind];
  return `${explained}\n\n${check}`;
}

function sentencesFor(remainingMinutes: number): number {
  if (remainingMinutes >= 10) return MOST_SENTENCES;
  if (remainingMinutes >= 5) return 4;
  return FEWEST_SENTENCES;
}

/** Asked for the same explanation again, the learner is asked to tell it back instead of being quizzed. */
const RETELL = 'That is how my source puts it. Try telling it back in your own words, one step at a time.';

const CHECKS = {
  process:
    'To check you have it: what happens right after the first step, and why does it need the step before it?',
  causes: 'To check you have it: which of these causes do you think mattered most, and why?',
} as const;
