import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  blockedCategories,
  blockedVideos,
  contentFilters,
  type BlockedCategoryRow,
  type BlockedVideoRow,
  type ContentFilterRow,
} from '../../db/schema/index.js';

type CategoryChanges = Pick<BlockedCategoryRow, 'name' | 'description' | 'enabled' | 'severity'>;
type FilterChanges = Pick<
  ContentFilterRow,
  'blockedCategoryId' | 'keywords' | 'phrases' | 'matchType' | 'caseSensitive' | 'enabled'
>;
type BlockedVideoChanges = Pick<
  BlockedVideoRow,
  | 'blockedCategoryId'
  | 'videoId'
  | 'title'
  | 'url'
  | 'channel'
  | 'description'
  | 'qualityScore'
  | 'availabilityStatus'
>;

type CategoryWithCounts = BlockedCategoryRow & { filterCount: number; videoCount: number };
export type FilterWithCategory = ContentFilterRow & {
  categoryName: string;
  categorySeverity: BlockedCategoryRow['severity'];
  categoryEnabled: boolean;
};
type BlockedVideoWithCategory = BlockedVideoRow & { categoryName: string };

// Written out, because drizzle leaves columns unqualified and the subquery would rebind them.
const filterCount = sql<number>`(select count(*)::int from content_filters f where f.blocked_category_id = ${blockedCategories}.id)`;
const videoCount = sql<number>`(select count(*)::int from blocked_videos v where v.blocked_category_id = ${blockedCategories}.id)`;

export class ContentFilterRepository {
  constructor(private readonly db: Database) {}

  // Blocked categories

  categories(): Promise<CategoryWithCounts[]> {
    return this.categoriesWhere().orderBy(asc(blockedCategories.name));
  }

  async category(id: number): Promise<CategoryWithCounts | undefined> {
    const [row] = await this.categoriesWhere().where(eq(blockedCategories.id, id));
    return row;
  }

  private categoriesWhere() {
    return this.db
      .select({
        ...getTableColumns(blockedCategories),
        filterCount: filterCount.mapWith(Number),
        videoCount: videoCount.mapWith(Number),
      })
      .from(blockedCategories)
      .$dynamic();
  }

  /** The category whose name is `name` ignoring case, if any: names differing only in case would confuse admins. */
  async categoryNamed(name: string): Promise<BlockedCategoryRow | undefined> {
    const [row] = await this.db
      .select()
      .from(blockedCategories)
      .where(sql`lower(${blockedCategories.name}) = lower(${name})`);
    return row;
  }

  async insertCategory(values: CategoryChanges): Promise<BlockedCategoryRow> {
    const [row] = await this.db.insert(blockedCategories).values(values).returning();
    if (!row) throw new Error('insert into blocked_categories returned no row');
    return row;
  }

  async updateCategory(id: number, values: CategoryChanges): Promise<BlockedCategoryRow | undefined> {
    const [row] = await this.db
      .update(blockedCategories)
      .set(values)
      .where(eq(blockedCategories.id, id))
      .returning();
    return row;
  }

  /** Deletes the category; the schema's cascade takes its filters and blocked videos with it. */
  async deleteCategory(id: number): Promise<BlockedCategoryRow | undefined> {
    const [row] = await this.db.delete(blockedCategories).where(eq(blockedCategories.id, id)).returning();
    return row;
  }

  // Content filters

  filters(): Promise<FilterWithCategory[]> {
    return this.filtersWhere().orderBy(asc(blockedCategories.name), asc(contentFilters.id));
  }

  async filter(id: number): Promise<FilterWithCategory | undefined> {
    const [row] = await this.filtersWhere().where(eq(contentFilters.id, id));
    return row;
  }

  private filtersWhere() {
    return this.db
      .select({
        ...getTableColumns(contentFilters),
        categoryName: blockedCategories.name,
        categorySeverity: blockedCategories.severity,
        categoryEnabled: blockedCategories.enabled,
      })
      .from(contentFilters)
      .innerJoin(blockedCategories, eq(blockedCategories.id, contentFilters.blockedCategoryId))
      .$dynamic();
  }

  async insertFilter(values: FilterChanges): Promise<ContentFilterRow> {
    const [row] = await this.db.insert(contentFilters).values(values).returning();
    if (!row) throw new Error('insert into content_filters returned no row');
    return row;
  }

  async updateFilter(id: number, values: FilterChanges): Promise<ContentFilterRow | undefined> {
    const [row] = await this.db
      .update(contentFilters)
      .set(values)
      .where(eq(contentFilters.id, id))
      .returning();
    return row;
  }

  async deleteFilter(id: number): Promise<ContentFilterRow | undefined> {
    const [row] = await this.db.delete(contentFilters).where(eq(contentFilters.id, id)).returning();
    return row;
  }

  // Blocked videos

  videos(): Promise<BlockedVideoWithCategory[]> {
    return this.videosWhere().orderBy(asc(blockedCategories.name), asc(blockedVideos.id));
  }

  async video(id: number): Promise<BlockedVideoWithCategory | undefined> {
    const [row] = await this.videosWhere().where(eq(blockedVideos.id, id));
    return row;
  }

  private videosWhere() {
    return this.db
      .select({ ...getTableColumns(blockedVideos), categoryName: blockedCategories.name })
      .from(blockedVideos)
      .innerJoin(blockedCategories, eq(blockedCategories.id, blockedVideos.blockedCategoryId))
      .$dynamic();
  }

  async insertVideo(values: BlockedVideoChanges): Promise<BlockedVideoRow> {
    const [row] = await this.db.insert(blockedVideos).values(values).returning();
    if (!row) throw new Error('insert into blocked_videos returned no row');
    return row;
  }

  async updateVideo(id: number, values: BlockedVideoChanges): Promise<BlockedVideoRow | undefined> {
    const [row] = await this.db.update(blockedVideos).set(values).where(eq(blockedVideos.id, id)).returning();
    return row;
  }

  async deleteVideo(id: number): Promise<BlockedVideoRow | undefined> {
    const [row] = await this.db.delete(blockedVideos).where(eq(blockedVideos.id, id)).returning();
    return row;
  }

  /** The ids of the videos blocked under an enabled category. */
  async blockedVideoIds(): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ videoId: blockedVideos.videoId })
      .from(blockedVideos)
      .innerJoin(blockedCategories, eq(blockedCategories.id, blockedVideos.blockedCategoryId))
      .where(eq(blockedCategories.enabled, true));
    return rows.map((row) => row.videoId);
  }
}
