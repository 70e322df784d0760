import { z } from 'zod';
import type { LearningSummary, LearningSummaryRequest } from '../coach.js';
import { CoachError } from '../coach.js';
import type { JsonTask } from './ask-model.js';
import { looksLikeCode } from '../learner-prose.js';
import { tidyList } from './model-questions.js';
import { transcript } from './transcript.js';

const MAX_CONCEPTS = 10;

const LearningSummaryOutput = z.object({
  concepts: z.array(z.string()).describe('At most ten, most important first, each one to four words.'),
  summary: z.string().describe('Two or three sentences.'),
});

const INSTRUCTIONS = `Summarise what a tutoring chat covered, for the learner's report.
- concepts: the key concepts of the topic that the learner's own messages dealt with, most important first, at most ten, each one to four words, without repeats and without the bare name of the topic. Never take a concept from the tutor's questions, praise or teaching moves alone (such as "analogy" or "best guess"), and never from markup, code or web addresses.
- summary: two or three sentences addressed to the learner as "you" about what was covered and how far they got.`;

export function learningSummaryTask({ topic, chat }: LearningSummaryRequest): JsonTask {
  return {
    task: 'learning_summary',
    instructions: INSTRUCTIONS,
    schema: LearningSummaryOutput,
    data: { topic, chat: transcript(chat) },
  };
}

export function readLearningSummary(reply: unknown, learnerMessageCount: number): LearningSummary {
  const parsed = LearningSummaryOutput.safeParse(reply);
  if (!parsed.success)
    throw new CoachError('invalid_format', 'learning_summary: the reply lacks concepts or a summary');
  return {
    // The instructions say so too, but a model may still copy a tag or a URL out of the chat.
    concepts: tidyList(parsed.data.concepts.filter((c) => !looksLikeCode(c))).slice(0, MAX_CONCEPTS),
    summary: parsed.data.summary.trim() || null,
    learnerMessageCount,
  };
}
