import { bigserial, index, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * Issue 40 §4, decision 058: which completed sessions' learning figures changed, and in what order. Row
 * triggers (migration 0028) note a session here, with a fresh `seq`, whenever one of its post answers or
 * its scored fields (status, scores, pre-check, topic, start) change or it is deleted, in the transaction
 * of the change. The Learning tab keeps the figures of every session in memory and re-reads only the
 * sessions noted after the `seq` it last read. One row per session: a new change moves its `seq`. No
 * foreign key: a deleted session stays noted, so the tab learns it is gone.
 */
export const learningSessionChanges = pgTable(
  'learning_session_changes',
  {
    sessionId: integer('session_id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [index('learning_session_changes_seq_idx').on(t.seq)],
);
