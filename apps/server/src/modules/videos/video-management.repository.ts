import { qualified } from '../../db/qualified-column.js';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { curatedVideos, topicRules, videoCategories } from '../../db/schema/index.js';

export type VideoCategoryInsert = typeof videoCategories.$inferInsert;
export type TopicRuleInsert = typeof topicRules.$inferInsert;
export type CuratedVideoInsert = typeof curatedVideos.$inferInsert;

/** The columns of a curated video, without its search vector. */
const curatedVideoColumns = {
  id: curatedVideos.id,
  categoryId: curatedVideos.categoryId,
  category: videoCategories.name,
  videoId: curatedVideos.videoId,
  title: curatedVideos.title,
  url: curatedVideos.url,
  channel: curatedVideos.channel,
  channelId: curatedVideos.channelId,
  description: curatedVideos.description,
  duration: curatedVideos.duration,
  viewCount: curatedVideos.viewCount,
  qualityScore: curatedVideos.qualityScore,
  availabilityStatus: curatedVideos.availabilityStatus,
};

const topicRuleColumns = {
  id: topicRules.id,
  categoryId: topicRules.categoryId,
  category: videoCategories.name,
  keywords: topicRules.keywords,
  matchType: topicRules.matchType,
  priority: topicRules.priority,
  enabled: topicRules.enabled,
};

/** Video categories, topic rules and curated videos, as the video-management page edits them. */
export class VideoManagementRepository {
  constructor(private readonly db: Database) {}

  /** Categories with how many videos and rules each holds, highest priority first. */
  async categories(id?: number) {
    const rows = await this.db
      .select({
        category: videoCategories,
        videos: sql<number>`(select count(*)::int from ${curatedVideos} where ${qualified(curatedVideos.categoryId)} = ${qualified(videoCategories.id)})`,
        rules: sql<number>`(select count(*)::int from ${topicRules} where ${qualified(topicRules.categoryId)} = ${qualified(videoCategories.id)})`,
      })
      .from(videoCategories)
      .where(id === undefined ? undefined : eq(videoCategories.id, id))
      .orderBy(desc(videoCategories.priority), asc(videoCategories.name));
    return rows.map((row) => ({ ...row.category, videos: Number(row.videos), rules: Number(row.rules) }));
  }

  async categoryById(id: number) {
    const [row] = await this.categories(id);
    return row;
  }

  /** Names are unique regardless of case: "Biology" and "biology" would be the same shelf. */
  async categoryNamed(name: string) {
    const [row] = await this.db
      .select()
      .from(videoCategories)
      .where(sql`lower(${videoCategories.name}) = lower(${name})`);
    return row;
  }

  async insertCategory(values: VideoCategoryInsert) {
    const [row] = await this.db.insert(videoCategories).values(values).returning({ id: videoCategories.id });
    if (!row) throw new Error('The video category was not stored.');
    return row.id;
  }

  async updateCategory(id: number, values: Partial<VideoCategoryInsert>): Promise<boolean> {
    const rows = await this.db
      .update(videoCategories)
      .set(values)
      .where(eq(videoCategories.id, id))
      .returning({ id: videoCategories.id });
    return rows.length > 0;
  }

  /** Deletes the category with its rules and videos (the foreign keys cascade). */
  async deleteCategory(id: number): Promise<boolean> {
    const rows = await this.db
      .delete(videoCategories)
      .where(eq(videoCategories.id, id))
      .returning({ id: videoCategories.id });
    return rows.length > 0;
  }

  async rules(id?: number) {
    return this.db
      .select(topicRuleColumns)
      .from(topicRules)
      .innerJoin(videoCategories, eq(videoCategories.id, topicRules.categoryId))
      .where(id === undefined ? undefined : eq(topicRules.id, id))
      .orderBy(desc(topicRules.priority), asc(topicRules.id));
  }

  async ruleById(id: number) {
    const [row] = await this.rules(id);
    return row;
  }

  async insertRule(values: TopicRuleInsert) {
    const [row] = await this.db.insert(topicRules).values(values).returning({ id: topicRules.id });
    if (!row) throw new Error('The topic rule was not stored.');
    return row.id;
  }

  async updateRule(id: number, values: Partial<TopicRuleInsert>): Promise<boolean> {
    const rows = await this.db
      .update(topicRules)
      .set(values)
      .where(eq(topicRules.id, id))
      .returning({ id: topicRules.id });
    return rows.length > 0;
  }

  async deleteRule(id: number): Promise<boolean> {
    const rows = await this.db
      .delete(topicRules)
      .where(eq(topicRules.id, id))
      .returning({ id: topicRules.id });
    return rows.length > 0;
  }

  /** Curated videos by category, best first. */
  async videos(id?: number) {
    return this.db
      .select(curatedVideoColumns)
      .from(curatedVideos)
      .innerJoin(videoCategories, eq(videoCategories.id, curatedVideos.categoryId))
      .where(id === undefined ? undefined : eq(curatedVideos.id, id))
      .orderBy(asc(videoCategories.name), desc(curatedVideos.qualityScore), asc(curatedVideos.title));
  }

  async videoById(id: number) {
    const [row] = await this.videos(id);
    return row;
  }

  async videoWithYoutubeId(videoId: string) {
    const [row] = await this.db
      .select({ id: curatedVideos.id, title: curatedVideos.title })
      .from(curatedVideos)
      .where(eq(curatedVideos.videoId, videoId));
    return row;
  }

  async insertVideo(values: CuratedVideoInsert) {
    const [row] = await this.db.insert(curatedVideos).values(values).returning({ id: curatedVideos.id });
    if (!row) throw new Error('The curated video was not stored.');
    return row.id;
  }

  async updateVideo(id: number, values: Partial<CuratedVideoInsert>): Promise<boolean> {
    const rows = await this.db
      .update(curatedVideos)
      .set(values)
      .where(eq(curatedVideos.id, id))
      .returning({ id: curatedVideos.id });
    return rows.length > 0;
  }

  async deleteVideo(id: number) {
    const [row] = await this.db
      .delete(curatedVideos)
      .where(eq(curatedVideos.id, id))
      .returning({ title: curatedVideos.title, videoId: curatedVideos.videoId });
    return row;
  }
}
