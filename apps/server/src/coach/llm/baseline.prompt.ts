import { BaselineContextField, type Question } from '@socratica/contracts';
import { z } from 'zod';
import type { BaselineRequest } from '../coach.js';
import { CoachError } from '../coach.js';
import {
  assembleBaseline,
  BASELINE_SLOTS,
  CHOICE_COUNT,
  standardBaselineWordings,
  type BaselineWordings,
} from '../baseline-questions.js';
import type { JsonTask } from './ask-model.js';
import { questionsIn, tidyList } from './model-questions.js';

const BaselineOutput = z.object({
  questions: z.array(
    z.object({
      context_field: BaselineContextField,
      text: z.string().describe('One friendly sentence addressed to the learner.'),
      options: z
        .array(z.string())
        .describe('Exactly four for the two multiple-choice questions; empty otherwise.'),
    }),
  ),
});

const INSTRUCTIONS = `You write the baseline assessment that opens a Socratic tutoring session on the learner's topic.
Write exactly five questions, one for each context_field, in this order:
1. experience_level: multiple choice, how much the learner already knows about the topic, with exactly four options written for this topic, from a complete newcomer to someone who could teach it.
2. learning_focus: an open question about what they most want to focus on within the topic.
3. learning_preferences: multiple choice, how they like to learn, with exactly four options (such as examples and analogies, step-by-step explanations, questions that make them think, hands-on practice), phrased for this topic.
4. success_criteria: an open question about their goal for this session, and any constraints such as a deadline, an exam or little time.
5. confidence_baseline: how confident they feel about the topic right now, on a scale of 1 to 10.
Open questions and the confidence question have an empty options list. Write plain, warm English addressed to the learner as "you".`;

export function baselineTask(request: BaselineRequest): JsonTask {
  return {
    task: 'baseline',
    instructions: INSTRUCTIONS,
    schema: BaselineOutput,
    data: {
      topic: request.topic,
      difficulty: request.difficulty,
      session_minutes: Math.round(request.timeAllocation.chat_learning_minutes),
    },
  };
}

const LenientQuestion = z.object({
  context_field: BaselineContextField.optional().catch(undefined),
  text: z.string().catch(''),
  options: z.array(z.string()).catch([]),
});

/**
 * The model's words go into the D5 slots in D5 order: each slot takes the model's question for its
 * context field (or, without one, the question in its position) when it has the right shape, and
 * otherwise keeps the built-in wording. A reply with no usable question at all is `no_questions`.
 */
export function readBaselineReply(reply: unknown, request: BaselineRequest): Question[] {
  const items = questionsIn('baseline', reply).map((item) => LenientQuestion.safeParse(item).data);
  const wordings: BaselineWordings = standardBaselineWordings(request.topic, request.timeAllocation);
  let fromModel = 0;
  BASELINE_SLOTS.forEach((slot, position) => {
    const atPosition = items[position];
    const candidates = [
      ...items.filter((item) => item?.context_field === slot.field),
      ...(atPosition && !atPosition.context_field ? [atPosition] : []),
    ];
    for (const candidate of candidates) {
      const text = candidate?.text.replace(/\s+/g, ' ').trim() ?? '';
      const options = tidyList(candidate?.options ?? []);
      if (text === '' || text.length > 600) continue;
      if (slot.type === 'multiple_choice' && options.length < CHOICE_COUNT) continue;
      wordings[slot.field] =
        slot.type === 'multiple_choice' ? { text, options: options.slice(0, CHOICE_COUNT) } : { text };
      fromModel++;
      break;
    }
  });
  if (fromModel === 0) throw new CoachError('no_questions', 'baseline: no question in the reply was usable');
  return assembleBaseline(wordings);
}
