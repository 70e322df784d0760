import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Each user's own RSS feed address (D17 amended, decision 035): the URL carries `token`, which the owner is
 * shown again on every visit, so it is kept as it is, like the shared feed's in `podcast_feed`. A request
 * is matched by `token_hash` (SHA-256, hex), so the lookup compares hashes, never the secret. A reset,
 * a rotation or a deactivation moves the hash to `podcast_feed_retired_tokens` (its URL answers 410) and
 * drops the row; the user gets a new address when they next ask.
 */
export const userFeeds = pgTable(
  'user_feeds',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    tokenHash: text('token_hash').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_feeds_token_hash_key').on(t.tokenHash)],
);
