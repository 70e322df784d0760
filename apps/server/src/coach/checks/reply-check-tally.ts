import type { CoachTask } from '@socratica/contracts';

/**
 * What the checks count for the admin dashboard (DESIGN D20, issue 38): each model reply that was checked,
 * each time the model was asked again, each reply the offline coach's replaced, each reply shown with a
 * sentence left out (trimmed), each turn the model left unanswered (it failed, went quiet, said nothing or
 * wrote junk) so that the offline coach answered it, and each task outside the chat the model failed, by task.
 */
export type ReplyCheckOutcome =
  'checked' | 'reasked' | 'replaced' | 'trimmed' | 'unanswered' | `failed:${CoachTask}`;

export interface ReplyCheckTally {
  /** Must not throw: a count that could not be written never costs the learner their reply. */
  record(outcome: ReplyCheckOutcome): Promise<void>;
}
