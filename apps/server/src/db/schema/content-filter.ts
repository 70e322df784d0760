import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { AvailabilityStatus, MatchType, Severity } from '@socratica/contracts';

// Spec 2 §3: what learners must not meet, in chat or in videos.

export const blockedCategories = pgTable('blocked_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  enabled: boolean('enabled').notNull().default(true),
  severity: text('severity').$type<Severity>().notNull().default('medium'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const contentFilters = pgTable(
  'content_filters',
  {
    id: serial('id').primaryKey(),
    blockedCategoryId: integer('blocked_category_id')
      .notNull()
      .references(() => blockedCategories.id, { onDelete: 'cascade' }),
    keywords: jsonb('keywords').$type<string[]>().notNull(),
    phrases: jsonb('phrases').$type<string[]>().notNull().default([]),
    matchType: text('match_type').$type<MatchType>().notNull().default('any'),
    caseSensitive: boolean('case_sensitive').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('content_filters_category_idx').on(t.blockedCategoryId)],
);

export const blockedVideos = pgTable(
  'blocked_videos',
  {
    id: serial('id').primaryKey(),
    blockedCategoryId: integer('blocked_category_id')
      .notNull()
      .references(() => blockedCategories.id, { onDelete: 'cascade' }),
    videoId: text('video_id').notNull(),
    title: text('title').notNull(),
    url: text('url').notNull(),
    channel: text('channel').notNull().default(''),
    description: text('description').notNull().default(''),
    qualityScore: real('quality_score').notNull().default(5),
    availabilityStatus: text('availability_status')
      .$type<AvailabilityStatus>()
      .notNull()
      .default('available'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('blocked_videos_video_idx').on(t.videoId),
    check('blocked_videos_quality_range', sql`${t.qualityScore} between 0 and 5`),
  ],
);

export type BlockedCategoryRow = typeof blockedCategories.$inferSelect;
export type ContentFilterRow = typeof contentFilters.$inferSelect;
export type BlockedVideoRow = typeof blockedVideos.$inferSelect;
