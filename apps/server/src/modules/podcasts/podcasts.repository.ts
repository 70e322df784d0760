import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PodcastSortField } from '@socratica/contracts';
import type { Database } from '../../db/client.js';
import {
  averageRatingOf,
  podcastEpisodes as e,
  podcastProgress,
  podcastRatings,
  podcastSchedules,
} from '../../db/schema/index.js';
import type { StoredChapter } from './episode-chapters.js';
import { episodeSearch } from './episode-search.js';

/** Who is asking: a learner sees the shared episodes and their own (D17); an admin sees every one. */
export interface Viewer {
  id: number;
  isAdmin: boolean;
}

export interface CatalogFilter {
  offset: number;
  limit: number;
  sortBy: PodcastSortField;
  sortOrder: 'asc' | 'desc';
  topic?: string | undefined;
  q?: string | undefined;
}

const averageRating = averageRatingOf(e.ratingSum, e.totalRatings);

/** An episode with the viewer's own rating and progress. */
export interface EpisodeRow {
  id: number;
  guid: string;
  title: string;
  description: string;
  topic: string;
  ownerId: number | null;
  isFeatured: boolean;
  durationSeconds: number;
  audioKey: string;
  audioBytes: number;
  transcriptKey: string;
  chapters: StoredChapter[];
  totalListens: number;
  totalRatings: number;
  ratingSum: number;
  publishDate: Date;
  createdAt: Date;
  userRating: number | null;
  userProgress: number | null;
  userCompleted: boolean;
  scheduleId: number | null;
  scheduleTitle: string | null;
}

/** Read in the same query as the episodes, never one query per episode. */
const EPISODE_WITH_VIEWER = {
  id: e.id,
  guid: e.guid,
  title: e.title,
  description: e.description,
  topic: e.topic,
  ownerId: e.ownerId,
  isFeatured: e.isFeatured,
  durationSeconds: e.durationSeconds,
  audioKey: e.audioKey,
  audioBytes: e.audioBytes,
  transcriptKey: e.transcriptKey,
  chapters: e.chapters,
  totalListens: e.totalListens,
  totalRatings: e.totalRatings,
  ratingSum: e.ratingSum,
  publishDate: e.publishDate,
  createdAt: e.createdAt,
  userRating: podcastRatings.rating,
  userProgress: podcastProgress.furthestPercent,
  userCompleted: sql<boolean>`coalesce(${podcastProgress.completed}, false)`,
  scheduleId: e.scheduleId,
  scheduleTitle: podcastSchedules.title,
};

const SORT_COLUMNS: Record<PodcastSortField, SQL> = {
  publish_date: sql`${e.publishDate}`,
  title: sql`lower(${e.title})`,
  avg_rating: averageRating,
  total_listens: sql`${e.totalListens}`,
  duration_seconds: sql`${e.durationSeconds}`,
};

const visibleTo = (viewer: Viewer): SQL | undefined =>
  viewer.isAdmin ? undefined : or(isNull(e.ownerId), eq(e.ownerId, viewer.id));

const catalogWhere = (viewer: Viewer, filter: CatalogFilter) =>
  and(
    visibleTo(viewer),
    filter.topic ? sql`lower(${e.topic}) = lower(${filter.topic})` : undefined,
    filter.q ? episodeSearch(e.search, filter.q) : undefined,
  );

/** The requested order, then the id the same way, so that pages never overlap; unrated episodes last. */
function orderOf(filter: CatalogFilter): SQL[] {
  const direction = filter.sortOrder === 'asc' ? asc : desc;
  const column = SORT_COLUMNS[filter.sortBy];
  const first =
    filter.sortBy === 'avg_rating'
      ? sql`${column} ${sql.raw(filter.sortOrder)} nulls last`
      : direction(column);
  return [first, direction(e.id)];
}

export interface CatalogPage {
  rows: EpisodeRow[];
  /** How many episodes the search or topic matches; undefined unfiltered, or past the last page. */
  matching: number | undefined;
}

export interface TopicTally {
  /** The topic in lower case, as PostgreSQL lowers it: what the topic filter matches. */
  key: string;
  topic: string;
  episodes: number;
}

/** A topic's shared episodes (D17) and its episodes in all. */
export interface TopicCount {
  key: string;
  topic: string;
  shared: number;
  all: number;
}

export class PodcastsRepository {
  constructor(private readonly db: Database) {}

  private episodes(viewer: Viewer) {
    return this.db
      .select(EPISODE_WITH_VIEWER)
      .from(e)
      .leftJoin(podcastRatings, and(eq(podcastRatings.episodeId, e.id), eq(podcastRatings.userId, viewer.id)))
      .leftJoin(
        podcastProgress,
        and(eq(podcastProgress.episodeId, e.id), eq(podcastProgress.userId, viewer.id)),
      )
      .leftJoin(podcastSchedules, eq(podcastSchedules.id, e.scheduleId));
  }

  /** The episode if the viewer may see it; undefined when it does not exist or is someone else's. */
  async episode(id: number, viewer: Viewer): Promise<EpisodeRow | undefined> {
    const [row] = await this.episodes(viewer).where(and(eq(e.id, id), visibleTo(viewer)));
    return row;
  }

  async isVisible(id: number, viewer: Viewer): Promise<boolean> {
    const [row] = await this.db
      .select({ id: e.id })
      .from(e)
      .where(and(eq(e.id, id), visibleTo(viewer)));
    return row !== undefined;
  }

  /** Latest Episodes: the featured shared episodes and the viewer's own, newest first. */
  async latest(viewer: Viewer, limit: number): Promise<EpisodeRow[]> {
    return this.episodes(viewer)
      .where(or(and(isNull(e.ownerId), eq(e.isFeatured, true)), eq(e.ownerId, viewer.id)))
      .orderBy(desc(e.publishDate), desc(e.id))
      .limit(limit);
  }

  /**
   * A page of the archive. The page's ids are chosen from the episodes alone, and only those few are
   * joined with the viewer's rating and progress: a deep page never joins the rows it skips.
   * A search or a topic also counts its matches in the same pass (`matching`), where a second query
   * would read every match again; unfiltered, the caller knows the total from the topics' counts.
   */
  async catalogPage(viewer: Viewer, filter: CatalogFilter): Promise<CatalogPage> {
    const order = orderOf(filter);
    const filtered = Boolean(filter.topic || filter.q);
    const page = await this.db
      .select({
        id: e.id,
        matching: sql<number>`${filtered ? sql`count(*) over ()` : sql`0`}`.mapWith(Number),
      })
      .from(e)
      .where(catalogWhere(viewer, filter))
      .orderBy(...order)
      .limit(filter.limit)
      .offset(filter.offset);
    if (page.length === 0) return { rows: [], matching: undefined };
    const rows = await this.episodes(viewer)
      .where(
        inArray(
          e.id,
          page.map((p) => p.id),
        ),
      )
      .orderBy(...order);
    return { rows, matching: filtered ? page[0]!.matching : undefined };
  }

  async catalogCount(viewer: Viewer, filter: CatalogFilter): Promise<number> {
    const [row] = await this.db.select({ total: count() }).from(e).where(catalogWhere(viewer, filter));
    return row?.total ?? 0;
  }

  /**
   * Every topic, spelled as its first spelling in the alphabet, with how many shared episodes and how
   * many episodes in all it has: one pass over the archive, which the service keeps between changes.
   */
  async topicCounts(): Promise<TopicCount[]> {
    return this.db
      .select({
        key: sql<string>`lower(${e.topic})`,
        topic: sql<string>`min(${e.topic})`,
        shared: sql<number>`count(*) filter (where ${e.ownerId} is null)`.mapWith(Number),
        all: count(),
      })
      .from(e)
      .groupBy(sql`lower(${e.topic})`);
  }

  /** A learner's own episodes by topic (D17), from the owner's index. */
  async ownTopicCounts(ownerId: number): Promise<TopicTally[]> {
    return this.db
      .select({ key: sql<string>`lower(${e.topic})`, topic: sql<string>`min(${e.topic})`, episodes: count() })
      .from(e)
      .where(eq(e.ownerId, ownerId))
      .groupBy(sql`lower(${e.topic})`);
  }

  async stats() {
    const [row] = await this.db
      .select({
        totalEpisodes: count(),
        featuredEpisodes: sql<number>`count(*) filter (where ${e.isFeatured})`.mapWith(Number),
        ratingSum: sql<number>`coalesce(sum(${e.ratingSum}), 0)`.mapWith(Number),
        totalRatings: sql<number>`coalesce(sum(${e.totalRatings}), 0)`.mapWith(Number),
        totalListens: sql<number>`coalesce(sum(${e.totalListens}), 0)`.mapWith(Number),
      })
      .from(e);
    return row ?? { totalEpisodes: 0, featuredEpisodes: 0, ratingSum: 0, totalRatings: 0, totalListens: 0 };
  }

  /** False when no such episode exists. */
  async setFeatured(id: number, isFeatured: boolean): Promise<boolean> {
    const updated = await this.db.update(e).set({ isFeatured }).where(eq(e.id, id)).returning({ id: e.id });
    return updated.length > 0;
  }

  /**
   * Deletes the episode (its ratings, progress and counted listens go with it) and answers which of
   * its files no other episode still uses: a content-hash name is shared by identical audio.
   */
  async delete(id: number): Promise<{ title: string; ownerId: number | null; orphanKeys: string[] } | null> {
    return this.db.transaction(async (tx) => {
      const [deleted] = await tx.delete(e).where(eq(e.id, id)).returning({
        title: e.title,
        ownerId: e.ownerId,
        audioKey: e.audioKey,
        transcriptKey: e.transcriptKey,
      });
      if (!deleted) return null;
      const keys = [deleted.audioKey, deleted.transcriptKey];
      const stillUsed = await tx
        .select({ audioKey: e.audioKey, transcriptKey: e.transcriptKey })
        .from(e)
        .where(or(sql`${e.audioKey} in ${keys}`, sql`${e.transcriptKey} in ${keys}`));
      const used = new Set(stillUsed.flatMap((row) => [row.audioKey, row.transcriptKey]));
      return {
        title: deleted.title,
        ownerId: deleted.ownerId,
        orphanKeys: keys.filter((key) => !used.has(key)),
      };
    });
  }

  /** The newest shared episodes, for the public subscribe page. */
  async newestShared(limit: number) {
    return this.db
      .select({ title: e.title, durationSeconds: e.durationSeconds, publishDate: e.publishDate })
      .from(e)
      .where(isNull(e.ownerId))
      .orderBy(desc(e.publishDate), desc(e.id))
      .limit(limit);
  }
}
