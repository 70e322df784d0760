import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * DESIGN D20: how the checks fared with the model's tutor replies, one counter row per outcome
 * ('checked', 'reasked', 'replaced'). Counter rows, not events: the dashboard needs only the totals,
 * and an increment is one upsert that several instances can run at once.
 */
export const coachReplyChecks = pgTable('coach_reply_checks', {
  outcome: text('outcome').primaryKey(),
  count: bigint('count', { mode: 'number' }).notNull().default(0),
});
