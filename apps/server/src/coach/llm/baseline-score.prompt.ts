import type { Question } from '@socratica/contracts';
import { z } from 'zod';
import type { BaselineScoringRequest } from '../coach.js';
import { CoachError } from '../coach.js';
import type { BaselineScoreBreakdown } from '../baseline-score.js';
import type { JsonTask } from './ask-model.js';
import { tidyList } from './model-questions.js';

const BaselineAdviceOutput = z.object({
  knowledge_gaps: z.array(z.string()).describe('Two to four sentences.'),
  recommendations: z.array(z.string()).describe('Two to four sentences.'),
});

const INSTRUCTIONS = `A learner has answered the baseline assessment of a tutoring session. Their prior-knowledge score and level are already computed and given in the data; do not change them.
Write:
- knowledge_gaps: two to four sentences, each naming one likely gap in what the learner knows about the topic, judged from their answers and level. They must agree with the knowledge level the learner chose (chosen_level): never tell a learner who says they know the basics that the basics are new to them;
- recommendations: two to four sentences, each a concrete suggestion for how to use the coming tutoring session, fitted to their focus, learning preference, goal and constraints.
Address the learner as "you". Be specific to the topic; do not repeat the score.`;

export function baselineAdviceTask(
  request: BaselineScoringRequest,
  scored: BaselineScoreBreakdown,
): JsonTask {
  return {
    task: 'baseline_score',
    instructions: INSTRUCTIONS,
    schema: BaselineAdviceOutput,
    data: {
      topic: request.topic,
      score: scored.score,
      difficulty_level: scored.difficultyLevel,
      chosen_level: scored.levelAnswer,
      answers: request.questions
        .filter((q: Question) => q.context_field)
        .map((q) => ({ question: q.text, answer: q.context_field ? request.answers[q.context_field] : '' })),
    },
  };
}

export function readBaselineAdvice(reply: unknown): { knowledgeGaps: string[]; recommendations: string[] } {
  const parsed = BaselineAdviceOutput.safeParse(reply);
  const knowledgeGaps = tidyList(parsed.data?.knowledge_gaps ?? []).slice(0, 4);
  const recommendations = tidyList(parsed.data?.recommendations ?? []).slice(0, 4);
  if (knowledgeGaps.length === 0 || recommendations.length === 0) {
    throw new CoachError(
      'invalid_format',
      'baseline_score: the reply lacks knowledge gaps or recommendations',
    );
  }
  return { knowledgeGaps, recommendations };
}
