import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AvailabilityStatus, MatchType, Video, VideoReportStatus } from '@socratica/contracts';
import { users } from './users.js';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

// Spec 2 §3 and DESIGN D12, D16: the curated catalogue, its categories and topic rules.

export const videoCategories = pgTable('video_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  priority: integer('priority').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

export const topicRules = pgTable('topic_rules', {
  id: serial('id').primaryKey(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => videoCategories.id, { onDelete: 'cascade' }),
  keywords: jsonb('keywords').$type<string[]>().notNull(),
  matchType: text('match_type').$type<MatchType>().notNull().default('any'),
  priority: integer('priority').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

export const curatedVideos = pgTable(
  'curated_videos',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => videoCategories.id, { onDelete: 'cascade' }),
    videoId: text('video_id').notNull(),
    title: text('title').notNull(),
    url: text('url').notNull(),
    channel: text('channel').notNull().default(''),
    channelId: text('channel_id').notNull().default(''),
    description: text('description').notNull().default(''),
    duration: text('duration'),
    viewCount: integer('view_count'),
    /** 0 to 10, as the video-management page shows it. */
    qualityScore: real('quality_score').notNull().default(7),
    availabilityStatus: text('availability_status')
      .$type<AvailabilityStatus>()
      .notNull()
      .default('available'),
    /** Title weighs most, then channel, then description; English stemming lets 'cells' find 'cell'. */
    search: tsvector('search').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(channel, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('curated_videos_video_idx').on(t.videoId),
    // No pending list: a bulk import would otherwise leave every search scanning it (PGlite has no autovacuum).
    index('curated_videos_search_idx').using('gin', t.search).with({ fastupdate: false }),
    check('curated_videos_quality_range', sql`${t.qualityScore} between 0 and 10`),
  ],
);

// Spec 1 §5 and spec 2 §7: learners' feedback and the moderation it leads to.

export const videoUpvotes = pgTable(
  'video_upvotes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    videoId: text('video_id').notNull(),
    videoUrl: text('video_url').notNull(),
    videoTitle: text('video_title').notNull().default(''),
    channelName: text('channel_name').notNull().default(''),
    channelId: text('channel_id').notNull().default(''),
    topic: text('topic').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.videoId] }), index('video_upvotes_video_idx').on(t.videoId)],
);

export const videoReports = pgTable(
  'video_reports',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    videoId: text('video_id').notNull(),
    videoUrl: text('video_url').notNull(),
    videoTitle: text('video_title').notNull().default(''),
    channelName: text('channel_name').notNull().default(''),
    channelId: text('channel_id').notNull().default(''),
    comment: text('comment').notNull(),
    status: text('status').$type<VideoReportStatus>().notNull().default('pending'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('video_reports_status_idx').on(t.status, t.createdAt)],
);

export const videoBlacklist = pgTable(
  'video_blacklist',
  {
    id: serial('id').primaryKey(),
    blacklistType: text('blacklist_type', { enum: ['video', 'channel'] }).notNull(),
    videoId: text('video_id'),
    channelId: text('channel_id'),
    /** The video title or the channel name, as reported. */
    title: text('title').notNull().default(''),
    blacklistedBy: integer('blacklisted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('video_blacklist_video_idx')
      .on(t.videoId)
      .where(sql`${t.blacklistType} = 'video'`),
    uniqueIndex('video_blacklist_channel_idx')
      .on(t.channelId)
      .where(sql`${t.blacklistType} = 'channel'`),
    check(
      'video_blacklist_target',
      sql`(${t.blacklistType} = 'video' and ${t.videoId} is not null) or (${t.blacklistType} = 'channel' and ${t.channelId} is not null)`,
    ),
  ],
);

// DESIGN D12: the YouTube Data API's daily quota and its result cache, shared by every server instance.

export const youtubeQuota = pgTable('youtube_quota', {
  /** The quota day: the date in America/Los_Angeles, when YouTube resets quotas. */
  day: date('day').primaryKey(),
  unitsUsed: integer('units_used').notNull().default(0),
  calls: integer('calls').notNull().default(0),
});

export const youtubeSearchCache = pgTable(
  'youtube_search_cache',
  {
    queryKey: text('query_key').primaryKey(),
    videos: jsonb('videos').$type<Video[]>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('youtube_search_cache_expiry_idx').on(t.expiresAt)],
);

export type VideoCategoryRow = typeof videoCategories.$inferSelect;
export type TopicRuleRow = typeof topicRules.$inferSelect;
export type CuratedVideoRow = typeof curatedVideos.$inferSelect;
export type VideoReportRow = typeof videoReports.$inferSelect;
export type VideoBlacklistRow = typeof videoBlacklist.$inferSelect;
