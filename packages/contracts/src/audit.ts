import { z } from 'zod';
import { Role } from './auth.js';
import { PageQuery, Pagination, storableText } from './common.js';

export const AuditActionType = z.enum([
  'login_success',
  'login_failed',
  'login_throttled',
  'logout',
  'user_created',
  'user_status_changed',
  'user_password_changed',
  'audit_log_exported',
  // Content safety (spec 2 §3, §5)
  'message_blocked',
  'blocked_category_created',
  'blocked_category_updated',
  'blocked_category_deleted',
  'content_filter_created',
  'content_filter_updated',
  'content_filter_deleted',
  'blocked_video_created',
  'blocked_video_updated',
  'blocked_video_deleted',
  // Video moderation and management (spec 2 §7)
  'video_report_reviewed',
  'blacklist_entry_removed',
  'upvoted_video_deleted',
  'curated_video_created',
  'curated_video_updated',
  'curated_video_deleted',
  'video_category_created',
  'video_category_updated',
  'video_category_deleted',
  'topic_rule_created',
  'topic_rule_updated',
  'topic_rule_deleted',
  // Podcasts (issue 13)
  'podcast_episode_featured',
  'podcast_episode_deleted',
  'podcast_feed_rotated',
  'podcast_feed_reset',
  'podcast_feed_listing_changed',
  'podcast_generation_requested',
  'podcast_generation_retried',
  // Podcast schedules (issue 14)
  'podcast_schedule_created',
  'podcast_schedule_updated',
  'podcast_schedule_paused',
  'podcast_schedule_resumed',
  'podcast_schedule_deleted',
  'podcast_schedule_generated_now',
  // Sources (D19, issue 23)
  'source_document_added',
  'source_document_deleted',
  // The embedded model (D21, issue 26)
  'local_model_download_started',
  'local_model_download_cancelled',
  // Learning analytics (issue 40)
  'learning_item_retired',
]);
export type AuditActionType = z.infer<typeof AuditActionType>;

export const AuditLog = z.object({
  id: z.number().int(),
  created_at: z.string(),
  user_id: z.number().int().nullable(),
  username: z.string().nullable(),
  user_role: Role.nullable(),
  action_type: z.string(),
  action_details: z
    .record(z.string(), z.unknown())
    .describe('JSON details; always holds an `action` sentence.'),
  ip_address: z.string().nullable(),
  location_city: z.string().nullable(),
  location_country: z.string().nullable(),
  is_vpn: z.boolean(),
});
export type AuditLog = z.infer<typeof AuditLog>;

/**
 * The two views the dashboard's cards count (spec 2 §2), so a card's link shows exactly the rows it
 * counted: failed sign-ins (refused and throttled) and suspicious activity (a VPN, or a sign-in from a
 * country the user never signed in from before).
 */
export const AuditView = z.enum(['failed_logins', 'suspicious'], {
  error: 'view must be failed_logins or suspicious.',
});
export type AuditView = z.infer<typeof AuditView>;

const instant = (name: string) =>
  storableText()
    .pipe(
      z.iso.datetime({ offset: true, error: `${name} must be a date and time like 2026-11-23T05:00:00Z.` }),
    )
    .optional();

const auditFilterFields = {
  user_role_filter: z
    .enum(['user', 'admin'], { error: 'user_role_filter must be user or admin.' })
    .optional(),
  action_type: AuditActionType.optional().describe('One action type.'),
  username: storableText()
    .trim()
    .max(50, { error: 'username can be at most 50 characters.' })
    .optional()
    .describe('The acting user, matched whole and without regard to case.'),
  view: AuditView.optional(),
  from: instant('from').describe('Rows at or after this moment (ISO 8601 with an offset).'),
  to: instant('to').describe('Rows before this moment (ISO 8601 with an offset).'),
};

const fromBeforeTo = <T extends { from?: string | undefined; to?: string | undefined }>(f: T) =>
  !f.from || !f.to || Date.parse(f.from) < Date.parse(f.to);
const FROM_BEFORE_TO = { error: 'from must come before to.', path: ['to'] };

/** What narrows the audit trail, alike for its pages and its CSV export. */
export const AuditLogFilter = z.object(auditFilterFields).refine(fromBeforeTo, FROM_BEFORE_TO);
export type AuditLogFilter = z.infer<typeof AuditLogFilter>;

export const AuditLogsQuery = PageQuery(100, 500)
  .extend(auditFilterFields)
  .refine(fromBeforeTo, FROM_BEFORE_TO);
export type AuditLogsQuery = z.infer<typeof AuditLogsQuery>;

export const AuditLogsPage = z.object({ logs: z.array(AuditLog), pagination: Pagination });
export type AuditLogsPage = z.infer<typeof AuditLogsPage>;
