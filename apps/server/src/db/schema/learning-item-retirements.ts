import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Issue 40 §4: items an admin retired from the Learning tab, never served again. An item is a question
 * text on a topic (`kind` 'item', `target` the text with its spaces collapsed); a pattern is every item
 * the generator makes by one pattern on a topic (`kind` 'pattern', `target` the pattern's name). Old
 * sessions keep their questions: their reports read them from the session, not from here.
 */
export const learningItemRetirements = pgTable(
  'learning_item_retirements',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['item', 'pattern'] }).notNull(),
    topicKey: text('topic_key').notNull(),
    target: text('target').notNull(),
    retiredBy: integer('retired_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One row per retirement, and the filter that serves a topic's items reads its rows by this index.
    uniqueIndex('learning_item_retirements_topic_target_idx').on(t.topicKey, t.kind, t.target),
    check('learning_item_retirements_kind_check', sql`${t.kind} in ('item', 'pattern')`),
  ],
);

export type LearningItemRetirementRow = typeof learningItemRetirements.$inferSelect;
