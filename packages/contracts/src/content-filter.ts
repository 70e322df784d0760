import { z } from 'zod';
import { id, requiredText, storableText } from './common.js';
import { AvailabilityStatus, MatchType, isVideoUrl, qualityScore } from './videos.js';

// Spec 2 §3, §5 and §7: blocked categories, their content filters, and blocked videos.

export const Severity = z.enum(['low', 'medium', 'high', 'critical'], {
  error: 'severity must be low, medium, high or critical.',
});
export type Severity = z.infer<typeof Severity>;

const categoryId = id('Choose a category.');

export const BlockedCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  enabled: z.boolean(),
  severity: Severity,
  filter_count: z.number().int(),
});
export type BlockedCategory = z.infer<typeof BlockedCategory>;
export const BlockedCategoriesReply = z.object({ categories: z.array(BlockedCategory) });
export type BlockedCategoriesReply = z.infer<typeof BlockedCategoriesReply>;

export const BlockedCategoryInput = z.object({
  name: requiredText('The category name', 100),
  description: storableText().trim().max(1_000).default(''),
  enabled: z.boolean().default(true),
  severity: Severity.default('medium'),
});
export type BlockedCategoryInput = z.input<typeof BlockedCategoryInput>;

/**
 * Keywords and phrases arrive comma-separated (as the form has them) or as a list; either way each item is
 * trimmed and empty items are dropped.
 */
const termList = (what: string) =>
  z
    .union([storableText(), z.array(storableText())], {
      error: `${what} are comma-separated text or a list.`,
    })
    .transform((value) =>
      (typeof value === 'string' ? value.split(',') : value.flatMap((item) => item.split(',')))
        .map((item) => item.trim())
        .filter((item) => item.length > 0),
    )
    .pipe(
      z
        .array(
          z.string().max(200, { error: `Each of the ${what.toLowerCase()} can be at most 200 characters.` }),
        )
        .max(500),
    );

export const ContentFilter = z.object({
  id: z.number().int(),
  blocked_category_id: z.number().int(),
  category_name: z.string(),
  keywords: z.array(z.string()),
  phrases: z.array(z.string()),
  match_type: MatchType,
  case_sensitive: z.boolean(),
  enabled: z.boolean(),
});
export type ContentFilter = z.infer<typeof ContentFilter>;
export const ContentFiltersReply = z.object({ filters: z.array(ContentFilter) });
export type ContentFiltersReply = z.infer<typeof ContentFiltersReply>;

export const ContentFilterInput = z.object({
  blocked_category_id: categoryId,
  keywords: termList('Keywords').refine((list) => list.length > 0, {
    error: 'Give at least one keyword (comma-separated).',
  }),
  phrases: termList('Phrases').default([]),
  match_type: MatchType.default('any'),
  case_sensitive: z.boolean().default(false),
  enabled: z.boolean().default(true),
});
export type ContentFilterInput = z.input<typeof ContentFilterInput>;

export const BlockedVideo = z.object({
  id: z.number().int(),
  blocked_category_id: z.number().int(),
  category_name: z.string(),
  video_id: z.string(),
  title: z.string(),
  url: z.string(),
  channel: z.string(),
  description: z.string(),
  quality_score: z.number(),
  availability_status: AvailabilityStatus,
});
export type BlockedVideo = z.infer<typeof BlockedVideo>;
export const BlockedVideosReply = z.object({ videos: z.array(BlockedVideo) });
export type BlockedVideosReply = z.infer<typeof BlockedVideosReply>;

export const BlockedVideoInput = z.object({
  blocked_category_id: categoryId,
  title: requiredText('The title', 300),
  url: storableText({ error: 'The URL is required.' }).trim().refine(isVideoUrl, {
    error: 'The URL must be a YouTube video address, like https://www.youtube.com/watch?v=…',
  }),
  channel: storableText().trim().max(200).default(''),
  description: storableText().trim().max(5_000).default(''),
  quality_score: qualityScore(5, 5),
  availability_status: AvailabilityStatus.default('available'),
});
export type BlockedVideoInput = z.input<typeof BlockedVideoInput>;
