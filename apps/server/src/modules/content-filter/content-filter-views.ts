import type { BlockedCategory, BlockedVideo, ContentFilter } from '@socratica/contracts';
import type { BlockedCategoryRow, BlockedVideoRow, ContentFilterRow } from '../../db/schema/index.js';
import type { FilterWithCategory } from './content-filter.repository.js';
import type { FilterRule } from './filter-engine.js';

// How the content-filter rows read to an admin, to the engine and to the audit log.

export const toBlockedCategory = (row: BlockedCategoryRow, filterCount: number): BlockedCategory => ({
  id: row.id,
  name: row.name,
  description: row.description,
  enabled: row.enabled,
  severity: row.severity,
  filter_count: filterCount,
});

export const toContentFilter = (row: ContentFilterRow, categoryName: string): ContentFilter => ({
  id: row.id,
  blocked_category_id: row.blockedCategoryId,
  category_name: categoryName,
  keywords: row.keywords,
  phrases: row.phrases,
  match_type: row.matchType,
  case_sensitive: row.caseSensitive,
  enabled: row.enabled,
});

export const toBlockedVideo = (row: BlockedVideoRow, categoryName: string): BlockedVideo => ({
  id: row.id,
  blocked_category_id: row.blockedCategoryId,
  category_name: categoryName,
  video_id: row.videoId,
  title: row.title,
  url: row.url,
  channel: row.channel,
  description: row.description,
  // Stored as a 4-byte real: 4.7 comes back as 4.699999809…, so round to the one decimal it has.
  quality_score: Math.round(row.qualityScore * 10) / 10,
  availability_status: row.availabilityStatus,
});

export const toRule = (row: FilterWithCategory): FilterRule => ({
  filterId: row.id,
  categoryId: row.blockedCategoryId,
  categoryName: row.categoryName,
  severity: row.categorySeverity,
  keywords: row.keywords,
  phrases: row.phrases,
  matchType: row.matchType,
  caseSensitive: row.caseSensitive,
  enabled: row.enabled,
  categoryEnabled: row.categoryEnabled,
});

/** The fields an update changed, as `{ field: { from, to } }`, for the audit log. */
export function changesBetween<T extends object>(
  before: T,
  after: T,
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      changes[String(key)] = { from: before[key], to: after[key] };
    }
  }
  return changes;
}

/** A filter as a person recognises it: its first few terms. */
export function describeTerms(filter: ContentFilter): string {
  const terms = [...filter.keywords, ...filter.phrases];
  const shown = terms.slice(0, 5).join(', ');
  return terms.length > 5 ? `${shown}, … (${terms.length} terms)` : shown;
}
