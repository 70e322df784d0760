import {
  videoIdFromUrl,
  type AuditActionType,
  type BlockedCategoriesReply,
  type BlockedCategory,
  type BlockedCategoryInput,
  type BlockedVideo,
  type BlockedVideoInput,
  type BlockedVideosReply,
  type ContentFilter,
  type ContentFilterInput,
  type ContentFiltersReply,
  type OkBody,
} from '@socratica/contracts';
import type { z } from 'zod';
import { conflict, notFound, unprocessable } from '../../lib/http-errors.js';
import type { Principal } from '../../plugins/access.js';
import type { AuditService } from '../audit/audit.service.js';
import type { ContentFilterRepository } from './content-filter.repository.js';
import {
  changesBetween,
  describeTerms,
  toBlockedCategory,
  toBlockedVideo,
  toContentFilter,
  toRule,
} from './content-filter-views.js';
import { FilterEngine, type FilterVerdict } from './filter-engine.js';
import { StreamedTextCheck } from './streamed-text-check.js';
import { RefreshingCache } from '../../lib/refreshing-cache.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/postgres-errors.js';

export type { FilterVerdict } from './filter-engine.js';

/** The filters' check of a text that arrives in pieces (see ContentFilterService.streamedCheck). */
export interface StreamedCheck {
  /** The verdict for everything added so far, with `piece` added; null while it is clean. */
  add(piece: string): Promise<FilterVerdict | null>;
}

type CategoryFields = z.output<typeof BlockedCategoryInput>;
type FilterFields = z.output<typeof ContentFilterInput>;
type BlockedVideoFields = z.output<typeof BlockedVideoInput>;

/** How long a server instance trusts its rules before reading them again, to see other instances' changes. */
const RULES_MAX_AGE_MS = 30_000;

const noCategory = (id: number) =>
  unprocessable(
    `There is no blocked category ${id}. Choose one of the categories listed, or create it first.`,
  );

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export class ContentFilterService {
  private readonly engine: RefreshingCache<FilterEngine>;
  private readonly blockedVideos: RefreshingCache<Set<string>>;

  constructor(
    private readonly repository: ContentFilterRepository,
    private readonly audit: AuditService,
  ) {
    this.engine = new RefreshingCache(
      async () => FilterEngine.compile((await repository.filters()).map(toRule)),
      RULES_MAX_AGE_MS,
    );
    this.blockedVideos = new RefreshingCache(
      async () => new Set(await repository.blockedVideoIds()),
      RULES_MAX_AGE_MS,
    );
  }

  /**
   * The verdict of the most severe enabled filter (of an enabled category) that the text trips, or null
   * when it is clean. Decision 012 says how terms match.
   */
  async check(text: string): Promise<FilterVerdict | null> {
    return (await this.engine.get()).check(text);
  }

  /**
   * A check for text that arrives in pieces, as a streamed tutor reply does: each `add` answers what
   * `check` would answer for the whole text so far, but reads only the new piece and a window before
   * it, so that checking a long reply piece by piece is not quadratic. Rules reloaded mid-way are
   * applied as `check` would apply them: the text so far is read once more with the new ones.
   */
  streamedCheck(): StreamedCheck {
    let engine: FilterEngine | null = null;
    let check: StreamedTextCheck | null = null;
    let text = '';
    return {
      add: async (piece) => {
        const current = await this.engine.get();
        text += piece;
        if (current !== engine || !check) {
          engine = current;
          check = new StreamedTextCheck(current);
          return check.add(text);
        }
        return check.add(piece);
      },
    };
  }

  /** The ids of the videos an admin has blocked, under categories that are enabled. */
  async blockedVideoIds(): Promise<Set<string>> {
    return this.blockedVideos.get();
  }

  private rulesChanged(): void {
    this.engine.invalidate();
    this.blockedVideos.invalidate();
  }

  private async log(
    by: Principal,
    ip: string,
    actionType: AuditActionType,
    action: string,
    details: Record<string, unknown>,
  ): Promise<void> {
    await this.audit.record({
      actionType,
      actor: { id: by.id, username: by.username, role: by.role },
      ip,
      action,
      details,
    });
  }

  // Blocked categories

  async listCategories(): Promise<BlockedCategoriesReply> {
    const rows = await this.repository.categories();
    return { categories: rows.map((row) => toBlockedCategory(row, row.filterCount)) };
  }

  async createCategory(fields: CategoryFields, by: Principal, ip: string): Promise<BlockedCategory> {
    await this.refuseTakenName(fields.name);
    const row = await this.writingCategory(fields.name, () => this.repository.insertCategory(fields));
    this.rulesChanged();
    const category = toBlockedCategory(row, 0);
    await this.log(
      by,
      ip,
      'blocked_category_created',
      `Created blocked category "${row.name}" (${row.severity})`,
      {
        category_id: row.id,
        name: row.name,
        severity: row.severity,
        enabled: row.enabled,
      },
    );
    return category;
  }

  async updateCategory(
    id: number,
    fields: CategoryFields,
    by: Principal,
    ip: string,
  ): Promise<BlockedCategory> {
    const before = await this.repository.category(id);
    if (!before) throw notFound(`There is no blocked category ${id}.`);
    await this.refuseTakenName(fields.name, id);
    const row = await this.writingCategory(fields.name, () => this.repository.updateCategory(id, fields));
    if (!row) throw notFound(`There is no blocked category ${id}.`);
    this.rulesChanged();
    const category = toBlockedCategory(row, before.filterCount);
    await this.log(by, ip, 'blocked_category_updated', `Updated blocked category "${row.name}"`, {
      category_id: id,
      name: row.name,
      changes: changesBetween(toBlockedCategory(before, before.filterCount), category),
    });
    return category;
  }

  async deleteCategory(id: number, by: Principal, ip: string): Promise<OkBody> {
    const existing = await this.repository.category(id);
    if (!existing) throw notFound(`There is no blocked category ${id}.`);
    const row = await this.repository.deleteCategory(id);
    if (!row) throw notFound(`There is no blocked category ${id}.`);
    this.rulesChanged();
    const withWhat = `${plural(existing.filterCount, 'content filter', 'content filters')} and ${plural(existing.videoCount, 'blocked video', 'blocked videos')}`;
    await this.log(
      by,
      ip,
      'blocked_category_deleted',
      `Deleted blocked category "${row.name}" with its ${withWhat}`,
      {
        category_id: id,
        name: row.name,
        deleted_filters: existing.filterCount,
        deleted_videos: existing.videoCount,
      },
    );
    return { success: true, message: `Deleted the blocked category "${row.name}" with its ${withWhat}.` };
  }

  private async refuseTakenName(name: string, exceptId?: number): Promise<void> {
    const holder = await this.repository.categoryNamed(name);
    if (holder && holder.id !== exceptId) {
      throw conflict(`There is already a blocked category named "${holder.name}". Choose another name.`);
    }
  }

  /** Runs a write, turning a name taken meanwhile (by another request) into the same 409. */
  private async writingCategory<T>(name: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw conflict(`There is already a blocked category named "${name}". Choose another name.`);
      }
      throw error;
    }
  }

  /** The category a filter or blocked video names; a 422 when it does not exist. */
  private async existingCategory(id: number) {
    const category = await this.repository.category(id);
    if (!category) throw noCategory(id);
    return category;
  }

  /** Runs a write, turning a category deleted meanwhile into the same 422 as one that never was. */
  private async underCategory<T>(categoryId: number, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isForeignKeyViolation(error)) throw noCategory(categoryId);
      throw error;
    }
  }

  // Content filters

  async listFilters(): Promise<ContentFiltersReply> {
    const rows = await this.repository.filters();
    return { filters: rows.map((row) => toContentFilter(row, row.categoryName)) };
  }

  private filterRow(fields: FilterFields) {
    return {
      blockedCategoryId: fields.blocked_category_id,
      keywords: fields.keywords,
      phrases: fields.phrases,
      matchType: fields.match_type,
      caseSensitive: fields.case_sensitive,
      enabled: fields.enabled,
    };
  }

  async createFilter(fields: FilterFields, by: Principal, ip: string): Promise<ContentFilter> {
    const category = await this.existingCategory(fields.blocked_category_id);
    const row = await this.underCategory(category.id, () =>
      this.repository.insertFilter(this.filterRow(fields)),
    );
    this.rulesChanged();
    const filter = toContentFilter(row, category.name);
    await this.log(
      by,
      ip,
      'content_filter_created',
      `Created content filter ${row.id} (${row.matchType}: ${describeTerms(filter)}) in "${category.name}"`,
      {
        filter_id: row.id,
        category_id: category.id,
        category_name: category.name,
        keywords: row.keywords,
        phrases: row.phrases,
        match_type: row.matchType,
        case_sensitive: row.caseSensitive,
        enabled: row.enabled,
      },
    );
    return filter;
  }

  async updateFilter(id: number, fields: FilterFields, by: Principal, ip: string): Promise<ContentFilter> {
    const before = await this.repository.filter(id);
    if (!before) throw notFound(`There is no content filter ${id}.`);
    const category = await this.existingCategory(fields.blocked_category_id);
    const row = await this.underCategory(category.id, () =>
      this.repository.updateFilter(id, this.filterRow(fields)),
    );
    if (!row) throw notFound(`There is no content filter ${id}.`);
    this.rulesChanged();
    const filter = toContentFilter(row, category.name);
    await this.log(
      by,
      ip,
      'content_filter_updated',
      `Updated content filter ${id} (${row.matchType}: ${describeTerms(filter)}) in "${category.name}"`,
      {
        filter_id: id,
        category_id: category.id,
        category_name: category.name,
        changes: changesBetween(toContentFilter(before, before.categoryName), filter),
      },
    );
    return filter;
  }

  async deleteFilter(id: number, by: Principal, ip: string): Promise<OkBody> {
    const existing = await this.repository.filter(id);
    if (!existing) throw notFound(`There is no content filter ${id}.`);
    const row = await this.repository.deleteFilter(id);
    if (!row) throw notFound(`There is no content filter ${id}.`);
    this.rulesChanged();
    const filter = toContentFilter(row, existing.categoryName);
    await this.log(
      by,
      ip,
      'content_filter_deleted',
      `Deleted content filter ${id} (${row.matchType}: ${describeTerms(filter)}) from "${existing.categoryName}"`,
      {
        filter_id: id,
        category_id: row.blockedCategoryId,
        category_name: existing.categoryName,
        keywords: row.keywords,
        phrases: row.phrases,
        match_type: row.matchType,
      },
    );
    return { success: true, message: `Deleted content filter ${id} from "${existing.categoryName}".` };
  }

  // Blocked videos

  async listVideos(): Promise<BlockedVideosReply> {
    const rows = await this.repository.videos();
    return { videos: rows.map((row) => toBlockedVideo(row, row.categoryName)) };
  }

  private videoRow(fields: BlockedVideoFields) {
    const videoId = videoIdFromUrl(fields.url);
    if (videoId === null) {
      throw unprocessable('The URL must be a YouTube video address, like https://www.youtube.com/watch?v=…');
    }
    return {
      blockedCategoryId: fields.blocked_category_id,
      videoId,
      title: fields.title,
      url: fields.url,
      channel: fields.channel,
      description: fields.description,
      qualityScore: fields.quality_score,
      availabilityStatus: fields.availability_status,
    };
  }

  async createVideo(fields: BlockedVideoFields, by: Principal, ip: string): Promise<BlockedVideo> {
    const values = this.videoRow(fields);
    const category = await this.existingCategory(fields.blocked_category_id);
    const row = await this.underCategory(category.id, () => this.repository.insertVideo(values));
    this.rulesChanged();
    await this.log(
      by,
      ip,
      'blocked_video_created',
      `Blocked video "${row.title}" (${row.videoId}) under "${category.name}"`,
      {
        blocked_video_id: row.id,
        video_id: row.videoId,
        title: row.title,
        category_id: category.id,
        category_name: category.name,
      },
    );
    return toBlockedVideo(row, category.name);
  }

  async updateVideo(
    id: number,
    fields: BlockedVideoFields,
    by: Principal,
    ip: string,
  ): Promise<BlockedVideo> {
    const before = await this.repository.video(id);
    if (!before) throw notFound(`There is no blocked video ${id}.`);
    const values = this.videoRow(fields);
    const category = await this.existingCategory(fields.blocked_category_id);
    const row = await this.underCategory(category.id, () => this.repository.updateVideo(id, values));
    if (!row) throw notFound(`There is no blocked video ${id}.`);
    this.rulesChanged();
    const video = toBlockedVideo(row, category.name);
    await this.log(
      by,
      ip,
      'blocked_video_updated',
      `Updated blocked video "${row.title}" (${row.videoId}) under "${category.name}"`,
      {
        blocked_video_id: id,
        video_id: row.videoId,
        category_id: category.id,
        category_name: category.name,
        changes: changesBetween(toBlockedVideo(before, before.categoryName), video),
      },
    );
    return video;
  }

  async deleteVideo(id: number, by: Principal, ip: string): Promise<OkBody> {
    const existing = await this.repository.video(id);
    if (!existing) throw notFound(`There is no blocked video ${id}.`);
    const row = await this.repository.deleteVideo(id);
    if (!row) throw notFound(`There is no blocked video ${id}.`);
    this.rulesChanged();
    await this.log(
      by,
      ip,
      'blocked_video_deleted',
      `Unblocked video "${row.title}" (${row.videoId}) from "${existing.categoryName}"`,
      {
        blocked_video_id: id,
        video_id: row.videoId,
        title: row.title,
        category_id: row.blockedCategoryId,
        category_name: existing.categoryName,
      },
    );
    return { success: true, message: `Removed "${row.title}" from the blocked videos.` };
  }
}
