import { index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { assessmentSessions } from './assessments.js';
import { podcastJobs } from './podcasts.js';
import { users } from './users.js';

/**
 * Issue 38: each time the checks changed what the learner got from the model (a reply replaced or trimmed, a
 * turn left unanswered, a task outside the chat failed), one row, so the dashboard's figures lead to the
 * sessions and jobs behind them. The reason stays in the log: a row says what happened, not the model's text.
 */
export const coachEvents = pgTable(
  'coach_events',
  {
    id: serial('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    outcome: text('outcome', { enum: ['replaced', 'trimmed', 'unanswered', 'failed'] }).notNull(),
    /** 'tutor' for the chat, otherwise the CoachTask. */
    task: text('task').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    sessionId: integer('session_id').references(() => assessmentSessions.id, { onDelete: 'set null' }),
    podcastJobId: uuid('podcast_job_id').references(() => podcastJobs.id, { onDelete: 'set null' }),
  },
  (t) => [index('coach_events_outcome_created_idx').on(t.outcome, t.createdAt)],
);
