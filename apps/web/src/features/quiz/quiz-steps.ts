/** The steps the quiz page itself walks through (spec 1 §4); after ready_for_chat the learner goes to the chat. */
/** knowledge_check: the scored pre-check from the sources after the baseline (issue 40). */
export type QuizStep = 'time' | 'topic' | 'pre_assessment' | 'knowledge_check' | 'ready_for_chat';

/** Spec 1 §2: the whole journey the stepper shows, of which the quiz page covers the first four. */
export const JOURNEY_LABELS = [
  'Time Selection',
  'Topic Input',
  'Pre-Assessment',
  'Learning Session',
  'Post-Assessment',
  'Results',
] as const;

const JOURNEY_INDEX: Record<QuizStep, number> = {
  time: 0,
  topic: 1,
  pre_assessment: 2,
  knowledge_check: 2,
  ready_for_chat: 3,
};

/** The stepper's position for a step, or null for a step this version does not know. */
export function journeyIndex(step: string): number | null {
  return Object.hasOwn(JOURNEY_INDEX, step) ? JOURNEY_INDEX[step as QuizStep] : null;
}
