/**
 * What the checks count for the admin dashboard (DESIGN D20): each model reply that was checked,
 * each time the model was asked again, each reply the offline coach's replaced, and each turn the model
 * left unanswered (it failed, went quiet or said nothing) so that the offline coach answered it.
 */
export type ReplyCheckOutcome = 'checked' | 'reasked' | 'replaced' | 'unanswered';

export interface ReplyCheckTally {
  /** Must not throw: a count that could not be written never costs the learner their reply. */
  record(outcome: ReplyCheckOutcome): Promise<void>;
}
