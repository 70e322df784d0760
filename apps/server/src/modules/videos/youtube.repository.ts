import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Video } from '@socratica/contracts';
import type { Database } from '../../db/client.js';
import { youtubeQuota, youtubeSearchCache } from '../../db/schema/index.js';

/** The YouTube Data API's daily quota and its search cache, shared by every server instance. */
export class YoutubeRepository {
  constructor(private readonly db: Database) {}

  /**
   * Adds `units` to the day's use in one statement, unless that would pass `limit`: true when they
   * were added. Two instances spending at once cannot both take the last units.
   */
  async spendQuota(day: string, units: number, limit: number): Promise<boolean> {
    const rows = await this.db
      .insert(youtubeQuota)
      .values({ day, unitsUsed: units, calls: 1 })
      .onConflictDoUpdate({
        target: youtubeQuota.day,
        set: {
          unitsUsed: sql`${youtubeQuota.unitsUsed} + ${units}`,
          calls: sql`${youtubeQuota.calls} + 1`,
        },
        setWhere: sql`${youtubeQuota.unitsUsed} + ${units} <= ${limit}`,
      })
      .returning({ unitsUsed: youtubeQuota.unitsUsed });
    return rows.length > 0;
  }

  /** Marks the day's quota as spent, as YouTube says it is. */
  async exhaustQuota(day: string, limit: number): Promise<void> {
    await this.db
      .insert(youtubeQuota)
      .values({ day, unitsUsed: limit, calls: 0 })
      .onConflictDoUpdate({
        target: youtubeQuota.day,
        set: { unitsUsed: sql`greatest(${youtubeQuota.unitsUsed}, ${limit})` },
      });
  }

  async quotaOn(day: string): Promise<{ unitsUsed: number; calls: number }> {
    const [row] = await this.db
      .select({ unitsUsed: youtubeQuota.unitsUsed, calls: youtubeQuota.calls })
      .from(youtubeQuota)
      .where(eq(youtubeQuota.day, day));
    return row ?? { unitsUsed: 0, calls: 0 };
  }

  /** The stored value for a search, when it has not expired; unchecked, as it was written. */
  async cachedSearch(key: string, now: Date): Promise<unknown> {
    const [row] = await this.db
      .select({ videos: youtubeSearchCache.videos })
      .from(youtubeSearchCache)
      .where(and(eq(youtubeSearchCache.queryKey, key), gt(youtubeSearchCache.expiresAt, now)));
    return row?.videos ?? null;
  }

  async cacheSearch(key: string, value: unknown[], expiresAt: Date): Promise<void> {
    // The column is typed for contract videos; the cache keeps the provider's raw facts instead, and
    // checks them on the way out (youtube-search-cache.ts).
    const videos = value as Video[];
    await this.db
      .insert(youtubeSearchCache)
      .values({ queryKey: key, videos, expiresAt })
      .onConflictDoUpdate({ target: youtubeSearchCache.queryKey, set: { videos, expiresAt } });
  }

  async deleteExpiredSearches(now: Date): Promise<void> {
    await this.db.delete(youtubeSearchCache).where(lte(youtubeSearchCache.expiresAt, now));
  }
}
