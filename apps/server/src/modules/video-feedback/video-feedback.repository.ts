import { TransactionRollbackError, and, count, desc, eq, inArray, max, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { VideoReportStatus } from '@socratica/contracts';
import type { Database } from '../../db/client.js';
import {
  users,
  videoBlacklist,
  videoReports,
  videoUpvotes,
  type VideoBlacklistRow,
  type VideoReportRow,
} from '../../db/schema/index.js';

export type NewUpvote = typeof videoUpvotes.$inferInsert;
export type NewReport = Omit<typeof videoReports.$inferInsert, 'id' | 'status' | 'reviewedBy' | 'reviewedAt'>;

export interface ReportWithReporter extends VideoReportRow {
  username: string | null;
}

export interface BlacklistEntryWithAdmin extends VideoBlacklistRow {
  blacklistedByName: string | null;
}

export interface UpvotedVideoRow {
  videoId: string;
  videoTitle: string;
  channelName: string;
  upvotes: number;
  lastUpvoted: Date;
}

/** What a review changes: the blacklist entry to make (if any) and which pending reports it settles. */
export interface Resolution {
  reportId: number;
  status: Exclude<VideoReportStatus, 'pending'>;
  reviewedBy: number;
  entry: {
    blacklistType: 'video' | 'channel';
    videoId: string | null;
    channelId: string | null;
    title: string;
  } | null;
  /** The other pending reports settled with it: those of the same video, or of the same channel. */
  alsoSettles: { videoId: string } | { channelId: string };
}

export interface ResolutionOutcome {
  settledReportIds: number[];
  /** The blacklist entry for the video or channel, whether made now or already there. */
  entry: VideoBlacklistRow | null;
  entryCreated: boolean;
}

export class VideoFeedbackRepository {
  constructor(private readonly db: Database) {}

  /** Records the upvote; false when the learner had already upvoted the video. */
  async addUpvote(upvote: NewUpvote): Promise<boolean> {
    const inserted = await this.db
      .insert(videoUpvotes)
      .values(upvote)
      .onConflictDoNothing()
      .returning({ videoId: videoUpvotes.videoId });
    return inserted.length > 0;
  }

  /** Keeps the upvote's time; takes the newer facts about the video that the learner sent. */
  async refreshUpvote(
    userId: number,
    videoId: string,
    facts: Partial<Pick<NewUpvote, 'videoUrl' | 'videoTitle' | 'channelName' | 'channelId' | 'topic'>>,
  ): Promise<void> {
    await this.db
      .update(videoUpvotes)
      .set(facts)
      .where(and(eq(videoUpvotes.userId, userId), eq(videoUpvotes.videoId, videoId)));
  }

  async upvoteCounts(videoIds: string[]): Promise<{ videoId: string; upvotes: number }[]> {
    return this.db
      .select({ videoId: videoUpvotes.videoId, upvotes: count() })
      .from(videoUpvotes)
      .where(inArray(videoUpvotes.videoId, videoIds))
      .groupBy(videoUpvotes.videoId);
  }

  /** One row a video: its most recent non-blank title and channel, most upvoted first. */
  async upvotedVideos(): Promise<UpvotedVideoRow[]> {
    const latest = (column: AnyPgColumn) =>
      sql<string>`coalesce((array_agg(${column} order by ${videoUpvotes.createdAt} desc) filter (where ${column} <> ''))[1], '')`;
    const lastUpvoted = max(videoUpvotes.createdAt);
    const rows = await this.db
      .select({
        videoId: videoUpvotes.videoId,
        videoTitle: latest(videoUpvotes.videoTitle),
        channelName: latest(videoUpvotes.channelName),
        upvotes: count(),
        lastUpvoted,
      })
      .from(videoUpvotes)
      .groupBy(videoUpvotes.videoId)
      .orderBy(desc(count()), desc(lastUpvoted), videoUpvotes.videoId);
    return rows.map((row) => ({ ...row, lastUpvoted: row.lastUpvoted ?? new Date(0) }));
  }

  /** Removes every upvote of the video: how many there were, and the latest title they gave. */
  async deleteUpvotes(videoId: string): Promise<{ count: number; videoTitle: string }> {
    const deleted = await this.db
      .delete(videoUpvotes)
      .where(eq(videoUpvotes.videoId, videoId))
      .returning({ videoTitle: videoUpvotes.videoTitle, createdAt: videoUpvotes.createdAt });
    const titled = deleted
      .filter((row) => row.videoTitle)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    return { count: deleted.length, videoTitle: titled[0]?.videoTitle ?? '' };
  }

  async addReport(report: NewReport): Promise<VideoReportRow> {
    const [created] = await this.db.insert(videoReports).values(report).returning();
    if (!created) throw new Error('insert into video_reports returned no row');
    return created;
  }

  async findReport(id: number): Promise<VideoReportRow | undefined> {
    const [row] = await this.db.select().from(videoReports).where(eq(videoReports.id, id));
    return row;
  }

  /** Reports in one state, newest first, with the reporter's username (null once the account is gone). */
  async reports(status: VideoReportStatus, limit: number): Promise<ReportWithReporter[]> {
    const rows = await this.db
      .select({ report: videoReports, username: users.username })
      .from(videoReports)
      .leftJoin(users, eq(users.id, videoReports.userId))
      .where(eq(videoReports.status, status))
      .orderBy(desc(videoReports.createdAt), desc(videoReports.id))
      .limit(limit);
    return rows.map(({ report, username }) => ({ ...report, username }));
  }

  /**
   * Applies a review in one transaction: the blacklist entry (kept when it already exists), then the
   * report and the other pending reports it settles. Null when the report was no longer pending,
   * because another review got there first; nothing is changed then.
   */
  async resolve(resolution: Resolution): Promise<ResolutionOutcome | null> {
    return this.db
      .transaction(async (tx) => {
        const settled = await tx
          .update(videoReports)
          .set({ status: resolution.status, reviewedBy: resolution.reviewedBy, reviewedAt: new Date() })
          .where(
            and(
              eq(videoReports.status, 'pending'),
              or(
                eq(videoReports.id, resolution.reportId),
                'videoId' in resolution.alsoSettles
                  ? eq(videoReports.videoId, resolution.alsoSettles.videoId)
                  : eq(videoReports.channelId, resolution.alsoSettles.channelId),
              ),
            ),
          )
          .returning({ id: videoReports.id });
        if (!settled.some((row) => row.id === resolution.reportId)) {
          tx.rollback();
        }
        const settledReportIds = settled.map((row) => row.id).sort((a, b) => a - b);
        const wanted = resolution.entry;
        if (!wanted) return { settledReportIds, entry: null, entryCreated: false };
        const [created] = await tx
          .insert(videoBlacklist)
          .values({ ...wanted, blacklistedBy: resolution.reviewedBy })
          .onConflictDoNothing()
          .returning();
        if (created) return { settledReportIds, entry: created, entryCreated: true };
        const [existing] = await tx
          .select()
          .from(videoBlacklist)
          .where(
            wanted.blacklistType === 'video'
              ? and(
                  eq(videoBlacklist.blacklistType, 'video'),
                  eq(videoBlacklist.videoId, wanted.videoId ?? ''),
                )
              : and(
                  eq(videoBlacklist.blacklistType, 'channel'),
                  eq(videoBlacklist.channelId, wanted.channelId ?? ''),
                ),
          );
        return { settledReportIds, entry: existing ?? null, entryCreated: false };
      })
      .catch((error: unknown) => {
        if (isRollback(error)) return null;
        throw error;
      });
  }

  /** The blacklist, newest first, with the admin's username (null once the account is gone). */
  async blacklist(): Promise<BlacklistEntryWithAdmin[]> {
    const rows = await this.db
      .select({ entry: videoBlacklist, blacklistedByName: users.username })
      .from(videoBlacklist)
      .leftJoin(users, eq(users.id, videoBlacklist.blacklistedBy))
      .orderBy(desc(videoBlacklist.createdAt), desc(videoBlacklist.id));
    return rows.map(({ entry, blacklistedByName }) => ({ ...entry, blacklistedByName }));
  }

  /** Just what the video search needs to exclude. */
  blacklistTargets(): Promise<Pick<VideoBlacklistRow, 'blacklistType' | 'videoId' | 'channelId'>[]> {
    return this.db
      .select({
        blacklistType: videoBlacklist.blacklistType,
        videoId: videoBlacklist.videoId,
        channelId: videoBlacklist.channelId,
      })
      .from(videoBlacklist);
  }

  async deleteBlacklistEntry(id: number): Promise<VideoBlacklistRow | undefined> {
    const [deleted] = await this.db.delete(videoBlacklist).where(eq(videoBlacklist.id, id)).returning();
    return deleted;
  }
}

function isRollback(error: unknown): boolean {
  return error instanceof TransactionRollbackError;
}
