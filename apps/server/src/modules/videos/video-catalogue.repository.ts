import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { curatedVideos, topicRules, videoCategories } from '../../db/schema/index.js';
import type { TopicRuleFacts } from './topic-rules.js';

/** How much a match on the chat's words counts beside a match on the query. */
const CONTEXT_WEIGHT = 0.25;
/** How much relevance a video gains when a topic rule leads the query to its category. */
const RULE_WEIGHT = 0.25;

export interface CatalogueMatch {
  videoId: string;
  title: string;
  description: string;
  channel: string;
  channelId: string;
  duration: string | null;
  viewCount: number | null;
  qualityScore: number;
  /** 0 to 1, from ts_rank. */
  relevance: number;
}

/** Full-text search of the curated catalogue (the generated `search` tsvector, GIN-indexed). */
export class VideoCatalogueRepository {
  constructor(private readonly db: Database) {}

  /** The enabled topic rules of enabled categories. */
  async enabledRules(): Promise<TopicRuleFacts[]> {
    return this.db
      .select({
        categoryId: topicRules.categoryId,
        keywords: topicRules.keywords,
        matchType: topicRules.matchType,
      })
      .from(topicRules)
      .innerJoin(videoCategories, eq(videoCategories.id, topicRules.categoryId))
      .where(and(eq(topicRules.enabled, true), eq(videoCategories.enabled, true)));
  }

  /** Whether the catalogue has no video a search could return (available, in an enabled category). */
  async isEmpty(): Promise<boolean> {
    const [row] = await this.db
      .select({ id: curatedVideos.id })
      .from(curatedVideos)
      .innerJoin(videoCategories, eq(videoCategories.id, curatedVideos.categoryId))
      .where(and(eq(videoCategories.enabled, true), eq(curatedVideos.availabilityStatus, 'available')))
      .limit(1);
    return row === undefined;
  }

  /**
   * Available videos of enabled categories that match `queryTs` or belong to a category a topic rule
   * chose, best first by quality and relevance. A rule is the admin saying "this topic's videos are
   * there", so its category's videos come in even when their words differ ("Lava and magma explained"
   * for "volcano"); they rank by the rule's weight alone. `contextTs` only lifts the relevance of
   * videos that are in anyway.
   */
  async search(
    queryTs: string,
    contextTs: string | null,
    ruleCategories: number[],
    limit: number,
  ): Promise<CatalogueMatch[]> {
    const query = sql`to_tsquery('english', ${queryTs})`;
    // ts_rank rather than ts_rank_cd: it rewards matching more of the query's words, and it costs a
    // third as much over the thousands of rows a broad OR query matches. A title word scores about
    // 0.6, a description word 0.12.
    const queryRank = sql`ts_rank(${curatedVideos.search}, ${query})`;
    // The weights are our constants, written into the SQL: as parameters, `case … else 0` would
    // make PostgreSQL read them as integers.
    const contextRank = contextTs
      ? sql` + ${sql.raw(String(CONTEXT_WEIGHT))} * ts_rank(${curatedVideos.search}, to_tsquery('english', ${contextTs}))`
      : sql``;
    const ruleBoost =
      ruleCategories.length > 0
        ? sql` + case when ${inArray(curatedVideos.categoryId, ruleCategories)} then ${sql.raw(String(RULE_WEIGHT))} else 0 end`
        : sql``;
    const relevance = sql<number>`least(1, ${queryRank}${contextRank}${ruleBoost})`;
    const rows = await this.db
      .select({
        videoId: curatedVideos.videoId,
        title: curatedVideos.title,
        description: curatedVideos.description,
        channel: curatedVideos.channel,
        channelId: curatedVideos.channelId,
        duration: curatedVideos.duration,
        viewCount: curatedVideos.viewCount,
        qualityScore: curatedVideos.qualityScore,
        relevance,
      })
      .from(curatedVideos)
      .innerJoin(videoCategories, eq(videoCategories.id, curatedVideos.categoryId))
      .where(
        and(
          eq(videoCategories.enabled, true),
          eq(curatedVideos.availabilityStatus, 'available'),
          ruleCategories.length > 0
            ? or(sql`${curatedVideos.search} @@ ${query}`, inArray(curatedVideos.categoryId, ruleCategories))
            : sql`${curatedVideos.search} @@ ${query}`,
        ),
      )
      .orderBy(desc(sql`${curatedVideos.qualityScore} + 4 * ${relevance}`), desc(curatedVideos.id))
      .limit(limit);
    return rows.map((row) => ({ ...row, relevance: Number(row.relevance) }));
  }
}
