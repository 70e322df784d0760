import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PodcastVoice, ScheduleFrequency } from '@socratica/contracts';
import { users } from './users.js';

/**
 * Podcast schedules (issue 14, D17): an admin's make episodes for everyone, a learner's episodes only they
 * hear. Slots are `generationTime` (Eastern) on the days counted from `anchorDate` by the frequency;
 * `nextGenerationTime` is the next slot's instant, which the one-minute tick claims with a conditional update.
 */
export const podcastSchedules = pgTable(
  'podcast_schedules',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** D17: a learner's schedule; its episodes are theirs alone. */
    personal: boolean('personal').notNull(),
    title: text('title').notNull(),
    topic: text('topic').notNull(),
    description: text('description').notNull().default(''),
    frequency: text('frequency').$type<ScheduleFrequency>().notNull(),
    /** HH:MM in America/New_York. */
    generationTime: text('generation_time').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    voice: text('voice').$type<PodcastVoice>().notNull(),
    useO3Model: boolean('use_o3_model').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /** Why the server paused it itself (three slots in a row made nothing, issue 39); null when a person paused it. */
    pausedReason: text('paused_reason'),
    /** The Eastern date the slots are counted from: its weekday for weekly, its day of month for monthly. */
    anchorDate: date('anchor_date', { mode: 'string' }).notNull(),
    nextGenerationTime: timestamp('next_generation_time', { withTimezone: true }),
    totalEpisodesGenerated: integer('total_episodes_generated').notNull().default(0),
    lastGeneratedAt: timestamp('last_generated_at', { withTimezone: true }),
    /** The newest job it started (podcast_jobs.id): its state says whether it is generating, and how it ended. */
    lastJobId: uuid('last_job_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The tick's due rows: active ones by their next slot.
    index('podcast_schedules_due_idx')
      .on(t.nextGenerationTime)
      .where(sql`${t.isActive}`),
    index('podcast_schedules_owner_idx').on(t.ownerId, t.createdAt),
    check('podcast_schedules_time_format', sql`${t.generationTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
  ],
);
