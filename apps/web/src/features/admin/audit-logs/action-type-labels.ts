import type { AuditActionType } from '@socratica/contracts';

/** How each action type reads in the filter and the table; a Record, so a new type cannot go unnamed. */
export const ACTION_TYPE_LABELS: Record<AuditActionType, string> = {
  login_success: 'Sign-in',
  login_failed: 'Failed sign-in',
  login_throttled: 'Sign-in throttled',
  logout: 'Sign-out',
  user_created: 'User created',
  user_status_changed: 'User status changed',
  user_password_changed: 'Password changed',
  audit_log_exported: 'Audit log exported',
  message_blocked: 'Message blocked',
  blocked_category_created: 'Blocked category created',
  blocked_category_updated: 'Blocked category updated',
  blocked_category_deleted: 'Blocked category deleted',
  content_filter_created: 'Content filter created',
  content_filter_updated: 'Content filter updated',
  content_filter_deleted: 'Content filter deleted',
  blocked_video_created: 'Blocked video created',
  blocked_video_updated: 'Blocked video updated',
  blocked_video_deleted: 'Blocked video deleted',
  video_report_reviewed: 'Video report reviewed',
  blacklist_entry_removed: 'Blacklist entry removed',
  upvoted_video_deleted: 'Upvoted video deleted',
  curated_video_created: 'Curated video created',
  curated_video_updated: 'Curated video updated',
  curated_video_deleted: 'Curated video deleted',
  video_category_created: 'Video category created',
  video_category_updated: 'Video category updated',
  video_category_deleted: 'Video category deleted',
  topic_rule_created: 'Topic rule created',
  topic_rule_updated: 'Topic rule updated',
  topic_rule_deleted: 'Topic rule deleted',
  podcast_episode_featured: 'Podcast episode featured or unfeatured',
  podcast_episode_deleted: 'Podcast episode deleted',
  podcast_feed_rotated: 'Podcast feed rotated',
  podcast_feed_listing_changed: 'Podcast feed listing changed',
  podcast_generation_requested: 'Podcast generation requested',
  podcast_generation_retried: 'Podcast generation retried',
  podcast_schedule_created: 'Podcast schedule created',
  podcast_schedule_updated: 'Podcast schedule edited',
  podcast_schedule_paused: 'Podcast schedule paused',
  podcast_schedule_resumed: 'Podcast schedule resumed',
  podcast_schedule_deleted: 'Podcast schedule deleted',
  podcast_schedule_generated_now: 'Podcast schedule generated now',
  source_document_added: 'Source document added',
  source_document_deleted: 'Source document deleted',
};

/** The label of an action type; one the browser does not know yet (a newer server) reads as its words. */
export function actionTypeLabel(type: string): string {
  return (ACTION_TYPE_LABELS as Record<string, string>)[type] ?? type.replaceAll('_', ' ');
}
