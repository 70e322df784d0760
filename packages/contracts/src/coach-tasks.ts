import { z } from 'zod';

/**
 * The tasks outside the chat that ask a model (issue 38). When the model fails one, the offline coach
 * does it for that request, and the learner and the dashboard are told which.
 */
export const CoachTask = z.enum([
  'baseline',
  'baseline_advice',
  'post_assessment',
  'marking',
  'learning_summary',
  'podcast_script',
]);
export type CoachTask = z.infer<typeof CoachTask>;
