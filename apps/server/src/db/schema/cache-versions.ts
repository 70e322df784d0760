import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Counters for cached reads (decision 029). Statement triggers on the tables a read depends on move its
 * counter in the same transaction as the change, so a cached copy stamped with the counter it was read
 * with is current exactly while the counter has not moved, on every instance.
 */
export const cacheVersions = pgTable('cache_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
