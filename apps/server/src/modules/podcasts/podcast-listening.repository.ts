import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  podcastEpisodes as e,
  podcastListens,
  podcastProgress as p,
  podcastRatings as r,
} from '../../db/schema/index.js';
import { isForeignKeyViolation } from '../../lib/postgres-errors.js';
import { qualified } from '../../db/qualified-column.js';

export interface ListenReport {
  episodeId: number;
  userId: number;
  /** The position reached, in percent; it only ever moves the furthest point forward. */
  percent: number;
  /** Seconds actually played since the last report (a seek plays none). */
  playedSeconds: number;
  deviceType: 'mobile' | 'desktop';
  now: Date;
}

/** When played time becomes a counted listen (IAB, adapted: DESIGN research §6), and a finished one. */
export interface CountingRule {
  afterSeconds: number;
  windowMs: number;
  /** The share of the episode's length that must have been played, in all, for it to be complete (issue 39). */
  completeShare: number;
}

export interface ListenOutcome {
  totalListens: number;
  furthestPercent: number;
  completed: boolean;
  counted: boolean;
}

export class PodcastListeningRepository {
  constructor(private readonly db: Database) {}

  /**
   * One transaction: the progress row is upserted (which locks it, so two reports from the same
   * listener take turns), then, if the played time now reaches the rule and the last counted listen is
   * older than the window, a listen is counted and the played time starts again. The episode is complete
   * once the seconds played in all reach the rule's share of its length: where the listener got to (a
   * seek) does not finish it. Null when the episode is gone.
   */
  async recordListen(report: ListenReport, rule: CountingRule): Promise<ListenOutcome | null> {
    try {
      // The seconds that finish the episode: a share of its length, read in the statement itself.
      const finishedAfter = sql`(select ${rule.completeShare} * ${qualified(e.durationSeconds)} from ${e} where ${qualified(e.id)} = ${report.episodeId})`;
      const reachesShare = sql`${p.playedSecondsTotal} + excluded.played_seconds_total >= ${finishedAfter}`;
      return await this.db.transaction(async (tx) => {
        const [progress] = await tx
          .insert(p)
          .values({
            episodeId: report.episodeId,
            userId: report.userId,
            furthestPercent: report.percent,
            completed: sql`${report.playedSeconds} >= ${finishedAfter}`,
            completedAt: sql`case when ${report.playedSeconds} >= ${finishedAfter} then ${report.now.toISOString()}::timestamptz end`,
            playedSecondsPending: report.playedSeconds,
            playedSecondsTotal: report.playedSeconds,
            lastDeviceType: report.deviceType,
            updatedAt: report.now,
          })
          .onConflictDoUpdate({
            target: [p.episodeId, p.userId],
            set: {
              furthestPercent: sql`greatest(${p.furthestPercent}, excluded.furthest_percent)`,
              completed: sql`${p.completed} or ${reachesShare}`,
              completedAt: sql`coalesce(${p.completedAt}, case when ${reachesShare} then excluded.updated_at end)`,
              playedSecondsPending: sql`${p.playedSecondsPending} + excluded.played_seconds_pending`,
              playedSecondsTotal: sql`${p.playedSecondsTotal} + excluded.played_seconds_total`,
              lastDeviceType: sql`excluded.last_device_type`,
              updatedAt: sql`excluded.updated_at`,
            },
          })
          .returning();
        if (!progress) throw new Error('the podcast progress upsert returned no row');
        const windowOver =
          progress.lastCountedAt === null ||
          report.now.getTime() - progress.lastCountedAt.getTime() >= rule.windowMs;
        const counts = progress.playedSecondsPending >= rule.afterSeconds && windowOver;
        const outcome = { furthestPercent: progress.furthestPercent, completed: progress.completed };
        if (!counts) {
          const [episode] = await tx
            .select({ totalListens: e.totalListens })
            .from(e)
            .where(eq(e.id, report.episodeId));
          return { ...outcome, totalListens: episode?.totalListens ?? 0, counted: false };
        }
        await tx
          .update(p)
          .set({ playedSecondsPending: 0, lastCountedAt: report.now })
          .where(and(eq(p.episodeId, report.episodeId), eq(p.userId, report.userId)));
        await tx.insert(podcastListens).values({
          episodeId: report.episodeId,
          userId: report.userId,
          deviceType: report.deviceType,
          countedAt: report.now,
        });
        const [episode] = await tx
          .update(e)
          .set({ totalListens: sql`${e.totalListens} + 1` })
          .where(eq(e.id, report.episodeId))
          .returning({ totalListens: e.totalListens });
        return { ...outcome, totalListens: episode?.totalListens ?? 0, counted: true };
      });
    } catch (error) {
      // Deleted between the caller's check and the write.
      if (isForeignKeyViolation(error)) return null;
      throw error;
    }
  }

  /**
   * Sets the user's rating. The episode row is locked first, so ratings of one episode take turns and
   * its sum and count stay exact whatever arrives at once. Null when the episode is gone.
   */
  async rate(
    episodeId: number,
    userId: number,
    rating: number,
    now: Date,
  ): Promise<{ ratingSum: number; totalRatings: number } | null> {
    return this.db.transaction(async (tx) => {
      const [episode] = await tx.select({ id: e.id }).from(e).where(eq(e.id, episodeId)).for('update');
      if (!episode) return null;
      const mine = and(eq(r.episodeId, episodeId), eq(r.userId, userId));
      const [previous] = await tx.select({ rating: r.rating }).from(r).where(mine);
      if (previous) {
        await tx.update(r).set({ rating, updatedAt: now }).where(mine);
      } else {
        await tx.insert(r).values({ episodeId, userId, rating, updatedAt: now });
      }
      const [totals] = await tx
        .update(e)
        .set({
          ratingSum: sql`${e.ratingSum} + ${rating - (previous?.rating ?? 0)}`,
          totalRatings: sql`${e.totalRatings} + ${previous ? 0 : 1}`,
        })
        .where(eq(e.id, episodeId))
        .returning({ ratingSum: e.ratingSum, totalRatings: e.totalRatings });
      return totals ?? null;
    });
  }
}
