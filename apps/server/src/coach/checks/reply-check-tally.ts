/**
 * What the checks count for the admin dashboard (DESIGN D20): each model reply that was checked,
 * each time the model was asked again, and each reply the offline coach's replaced.
 */
export type ReplyCheckOutcome = 'checked' | 'reasked' | 'replaced';

export interface ReplyCheckTally {
  /** Must not throw: a count that could not be written never costs the learner their reply. */
  record(outcome: ReplyCheckOutcome): Promise<void>;
}
