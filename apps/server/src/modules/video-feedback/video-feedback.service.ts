import { videoIdFromUrl } from '@socratica/contracts';
import type {
  BlacklistEntry,
  BlacklistReply,
  ReportVideoRequest,
  ReviewAction,
  UpvotedVideosReply,
  UpvoteVideoRequest,
  VideoFeedbackReply,
  VideoReport,
  VideoReportsQuery,
  VideoReportsReply,
  VideoReportStatus,
} from '@socratica/contracts';
import type { z } from 'zod';
import type { VideoBlacklistRow } from '../../db/schema/index.js';
import { conflict, notFound, unprocessable } from '../../lib/http-errors.js';
import type { Principal } from '../../plugins/access.js';
import type { AuditActor, AuditService } from '../audit/audit.service.js';
import { RefreshingCache } from '../../lib/refreshing-cache.js';
import type {
  BlacklistEntryWithAdmin,
  ReportWithReporter,
  Resolution,
  VideoFeedbackRepository,
} from './video-feedback.repository.js';

/** What moderation keeps out of every video search. */
export interface VideoExclusions {
  videoIds: Set<string>;
  channelIds: Set<string>;
}

/** Another server instance's blacklist change reaches this one's searches within this time. */
const EXCLUSIONS_MAX_AGE_MS = 30_000;

type UpvoteInput = z.output<typeof UpvoteVideoRequest>;
type ReportInput = z.output<typeof ReportVideoRequest>;
type ReportsQuery = z.output<typeof VideoReportsQuery>;

const actorOf = (principal: Principal): AuditActor => ({
  id: principal.id,
  username: principal.username,
  role: principal.role,
});

const REVIEWED_STATUS: Record<ReviewAction, Exclude<VideoReportStatus, 'pending'>> = {
  dismiss: 'dismissed',
  blacklist_video: 'video_blacklisted',
  blacklist_channel: 'channel_blacklisted',
};

const STATUS_WORDS: Record<VideoReportStatus, string> = {
  pending: 'pending',
  dismissed: 'dismissed',
  video_blacklisted: 'resolved by blacklisting the video',
  channel_blacklisted: 'resolved by blacklisting the channel',
};

/** The reason is the learner's comment: the report form has one free-text field, which the spec lists twice. */
function toVideoReport(row: ReportWithReporter): VideoReport {
  return {
    id: row.id,
    username: row.username,
    created_at: row.createdAt.toISOString(),
    video_id: row.videoId,
    video_title: row.videoTitle,
    channel_title: row.channelName,
    channel_id: row.channelId,
    status: row.status,
    video_url: row.videoUrl,
    reason: row.comment,
    comment: row.comment,
  };
}

function toBlacklistEntry(row: BlacklistEntryWithAdmin): BlacklistEntry {
  return {
    id: row.id,
    video_id: row.videoId,
    blacklist_type: row.blacklistType,
    channel_id: row.channelId,
    title: row.title,
    blacklisted_by: row.blacklistedByName,
    created_at: row.createdAt.toISOString(),
  };
}

const quoted = (title: string, fallback: string) => (title ? `"${title}"` : fallback);

function describeEntry(entry: Pick<VideoBlacklistRow, 'blacklistType' | 'videoId' | 'channelId' | 'title'>) {
  return entry.blacklistType === 'video'
    ? `the video ${quoted(entry.title, entry.videoId ?? '')}`
    : `the channel ${quoted(entry.title, entry.channelId ?? '')}`;
}

/** The URL must name the same video as video_id, so that an upvote or report cannot point two ways. */
function checkUrlMatches(videoId: string, videoUrl: string): void {
  const inUrl = videoIdFromUrl(videoUrl);
  if (inUrl !== videoId) {
    throw unprocessable(
      `The video URL points to video ${inUrl ?? 'unknown'}, but video_id is ${videoId}. Send the id and URL of the same video.`,
    );
  }
}

export class VideoFeedbackService {
  private readonly blacklisted = new RefreshingCache(() => this.loadExclusions(), EXCLUSIONS_MAX_AGE_MS);

  constructor(
    private readonly repository: VideoFeedbackRepository,
    private readonly audit: AuditService,
  ) {}

  /** The blacklisted videos and channels. */
  async exclusions(): Promise<VideoExclusions> {
    const cached = await this.blacklisted.get();
    // Copies, so that a caller changing its sets cannot change what every other search excludes.
    return { videoIds: new Set(cached.videoIds), channelIds: new Set(cached.channelIds) };
  }

  /** How many learners upvoted each of these videos (absent: none). */
  async upvoteCounts(videoIds: string[]): Promise<Map<string, number>> {
    const unique = [...new Set(videoIds)];
    if (unique.length === 0) return new Map();
    const rows = await this.repository.upvoteCounts(unique);
    return new Map(rows.map((row) => [row.videoId, row.upvotes]));
  }

  private async loadExclusions(): Promise<VideoExclusions> {
    const targets = await this.repository.blacklistTargets();
    const exclusions: VideoExclusions = { videoIds: new Set(), channelIds: new Set() };
    for (const target of targets) {
      if (target.blacklistType === 'video' && target.videoId) exclusions.videoIds.add(target.videoId);
      if (target.blacklistType === 'channel' && target.channelId) exclusions.channelIds.add(target.channelId);
    }
    return exclusions;
  }

  /** One upvote per learner and video: upvoting again keeps the first, and only refreshes the video's facts. */
  async upvote(upvote: UpvoteInput, learnerId: number): Promise<VideoFeedbackReply> {
    checkUrlMatches(upvote.video_id, upvote.video_url);
    const added = await this.repository.addUpvote({
      userId: learnerId,
      videoId: upvote.video_id,
      videoUrl: upvote.video_url,
      videoTitle: upvote.video_title,
      channelName: upvote.channel_name,
      channelId: upvote.channel_id,
      topic: upvote.topic,
    });
    if (!added) {
      // Blank facts are kept as they were: a later page may know less about the video than the first.
      await this.repository.refreshUpvote(learnerId, upvote.video_id, {
        videoUrl: upvote.video_url,
        ...(upvote.video_title && { videoTitle: upvote.video_title }),
        ...(upvote.channel_name && { channelName: upvote.channel_name }),
        ...(upvote.channel_id && { channelId: upvote.channel_id }),
        ...(upvote.topic && { topic: upvote.topic }),
      });
    }
    return {
      success: true,
      message: added
        ? 'Thanks for the upvote! It helps other learners find this video.'
        : 'You have already upvoted this video; it counts once.',
    };
  }

  async report(report: ReportInput, learnerId: number): Promise<VideoFeedbackReply> {
    checkUrlMatches(report.video_id, report.video_url);
    await this.repository.addReport({
      userId: learnerId,
      videoId: report.video_id,
      videoUrl: report.video_url,
      videoTitle: report.video_title,
      channelName: report.channel_name,
      channelId: report.channel_id,
      comment: report.comment,
    });
    return { success: true, message: 'Thank you. An administrator will review your report.' };
  }

  async reports({ status, limit }: ReportsQuery): Promise<VideoReportsReply> {
    const rows = await this.repository.reports(status, limit);
    return { reports: rows.map(toVideoReport) };
  }

  async review(
    reportId: number,
    action: ReviewAction,
    by: Principal,
    ip: string,
  ): Promise<VideoFeedbackReply> {
    const report = await this.repository.findReport(reportId);
    if (!report) throw notFound(`There is no video report with id ${reportId}.`);
    const alreadyReviewed = () =>
      conflict(
        `Report ${reportId} was already reviewed: it is ${STATUS_WORDS[report.status]}. Reload the list of reports.`,
      );
    if (report.status !== 'pending') throw alreadyReviewed();
    if (action === 'blacklist_channel' && !report.channelId) {
      throw unprocessable('This report has no channel id; blacklist the video instead.');
    }

    const resolution: Resolution = {
      reportId,
      status: REVIEWED_STATUS[action],
      reviewedBy: by.id,
      entry:
        action === 'blacklist_video'
          ? { blacklistType: 'video', videoId: report.videoId, channelId: null, title: report.videoTitle }
          : action === 'blacklist_channel'
            ? {
                blacklistType: 'channel',
                videoId: null,
                channelId: report.channelId,
                title: report.channelName,
              }
            : null,
      alsoSettles:
        action === 'blacklist_channel' ? { channelId: report.channelId } : { videoId: report.videoId },
    };
    const outcome = await this.repository.resolve(resolution);
    if (!outcome) {
      const now = await this.repository.findReport(reportId);
      if (!now) throw notFound(`There is no video report with id ${reportId}.`);
      throw conflict(
        `Report ${reportId} was just reviewed by someone else: it is ${STATUS_WORDS[now.status]}. Reload the list of reports.`,
      );
    }
    if (outcome.entryCreated) this.blacklisted.invalidate();

    const others = outcome.settledReportIds.length - 1;
    const alsoSettled =
      others > 0 ? ` ${others} other pending report${others === 1 ? '' : 's'} settled too.` : '';
    const video = quoted(report.videoTitle, report.videoId);
    const target = resolution.entry ? describeEntry(resolution.entry) : '';
    const done =
      action === 'dismiss'
        ? `Dismissed the report on ${video}.`
        : outcome.entryCreated
          ? `Blacklisted ${target}.`
          : `${target.charAt(0).toUpperCase()}${target.slice(1)} was already blacklisted; the report is resolved.`;

    await this.audit.record({
      actionType: 'video_report_reviewed',
      actor: actorOf(by),
      ip,
      action:
        action === 'dismiss'
          ? `Dismissed the report #${reportId} on ${video}`
          : `Resolved the report #${reportId} on ${video} by blacklisting ${target}`,
      details: {
        report_id: reportId,
        review_action: action,
        video_id: report.videoId,
        channel_id: report.channelId || null,
        settled_report_ids: outcome.settledReportIds,
        blacklist_entry_id: outcome.entry?.id ?? null,
        blacklist_entry_created: outcome.entryCreated,
      },
    });
    return { success: true, message: `${done}${alsoSettled}` };
  }

  async blacklist(): Promise<BlacklistReply> {
    const rows = await this.repository.blacklist();
    return { blacklist: rows.map(toBlacklistEntry) };
  }

  async removeBlacklistEntry(id: number, by: Principal, ip: string): Promise<VideoFeedbackReply> {
    const removed = await this.repository.deleteBlacklistEntry(id);
    if (!removed) throw notFound(`There is no blacklist entry with id ${id}.`);
    this.blacklisted.invalidate();
    const target = describeEntry(removed);
    await this.audit.record({
      actionType: 'blacklist_entry_removed',
      actor: actorOf(by),
      ip,
      action: `Removed ${target} from the blacklist`,
      details: {
        blacklist_entry_id: id,
        blacklist_type: removed.blacklistType,
        video_id: removed.videoId,
        channel_id: removed.channelId,
        title: removed.title,
      },
    });
    return {
      success: true,
      message: `${target.charAt(0).toUpperCase()}${target.slice(1)} is no longer blacklisted; searches may show it again.`,
    };
  }

  async upvotedVideos(): Promise<UpvotedVideosReply> {
    const rows = await this.repository.upvotedVideos();
    return {
      videos: rows.map((row) => ({
        video_id: row.videoId,
        video_title: row.videoTitle,
        channel_name: row.channelName,
        upvote_count: row.upvotes,
        last_upvoted: row.lastUpvoted.toISOString(),
      })),
    };
  }

  async deleteUpvotes(videoId: string, by: Principal, ip: string): Promise<VideoFeedbackReply> {
    const removed = await this.repository.deleteUpvotes(videoId);
    if (removed.count === 0) throw notFound(`No learner has upvoted the video ${videoId}.`);
    const upvotes = `${removed.count} upvote${removed.count === 1 ? '' : 's'}`;
    const name = quoted(removed.videoTitle, videoId);
    await this.audit.record({
      actionType: 'upvoted_video_deleted',
      actor: actorOf(by),
      ip,
      action: `Removed the ${upvotes} of ${name}`,
      details: { video_id: videoId, video_title: removed.videoTitle, upvotes_removed: removed.count },
    });
    return { success: true, message: `Removed the ${upvotes} of ${name}.` };
  }
}
