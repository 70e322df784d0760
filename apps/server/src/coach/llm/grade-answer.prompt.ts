import { z } from 'zod';
import type { GradeRequest } from '../coach.js';
import { CoachError } from '../coach.js';
import { grade, type Grade } from '../rule-grading.js';
import type { JsonTask } from './ask-model.js';

const GradeOutput = z.object({
  score: z.number().describe('From 0 to 1.'),
  feedback: z.string().describe('Two or three sentences to the learner.'),
});

const INSTRUCTIONS = `Grade a learner's written answer to one post-assessment question, by this rubric:
- score is the share of the key concepts that the answer explains correctly, from 0 to 1. A concept named but misused earns nothing; a correct idea not in the list may make up for a missing one.
- An empty or off-topic answer, or one that only repeats the question, scores 0.
- feedback: two or three sentences addressed to the learner as "you": what the answer got right, then what was missing or wrong.`;

export function gradeAnswerTask({ topic, question, answer }: GradeRequest): JsonTask {
  return {
    task: 'grade_answer',
    instructions: INSTRUCTIONS,
    schema: GradeOutput,
    data: {
      topic,
      question: question.text,
      learning_objective: question.learning_objective,
      key_concepts: question.key.keyConcepts ?? [],
      model_answer: question.key.modelAnswer ?? null,
      learner_answer: Array.isArray(answer) ? answer.join('\n') : answer,
    },
  };
}

const LenientGrade = z.object({ score: z.coerce.number(), feedback: z.string() });

export function readGrade(reply: unknown): Grade {
  const parsed = LenientGrade.safeParse(reply);
  if (!parsed.success || !Number.isFinite(parsed.data.score)) {
    throw new CoachError('invalid_format', 'grade_answer: the reply has no numeric score and feedback');
  }
  // Some models answer in percent despite the schema.
  const { score, feedback } = parsed.data;
  return grade(score > 1 && score <= 100 ? score / 100 : score, feedback.trim());
}
