import type { z } from 'zod';
import {
  videoIdFromUrl,
  type CuratedVideo,
  type CuratedVideoInput,
  type TopicRule,
  type TopicRuleInput,
  type VideoCategory,
  type VideoCategoryInput,
} from '@socratica/contracts';
import { conflict, notFound, unprocessable } from '../../lib/http-errors.js';
import type { Principal } from '../../plugins/access.js';
import type { AuditActor, AuditService } from '../audit/audit.service.js';
import type { VideoManagementRepository } from './video-management.repository.js';
import { isUniqueViolation } from '../../lib/postgres-errors.js';

type CategoryFields = z.output<typeof VideoCategoryInput>;
type RuleFields = z.output<typeof TopicRuleInput>;
type VideoFields = z.output<typeof CuratedVideoInput>;
type CategoryRow = NonNullable<Awaited<ReturnType<VideoManagementRepository['categoryById']>>>;
type RuleRow = NonNullable<Awaited<ReturnType<VideoManagementRepository['ruleById']>>>;
type VideoRow = NonNullable<Awaited<ReturnType<VideoManagementRepository['videoById']>>>;

/** Who did it and from where, for the audit log. */
export interface AdminAct {
  by: Principal;
  ip: string;
}

const actorOf = (principal: Principal): AuditActor => ({
  id: principal.id,
  username: principal.username,
  role: principal.role,
});

const toVideoCategory = (row: CategoryRow): VideoCategory => ({
  id: row.id,
  name: row.name,
  description: row.description,
  priority: row.priority,
  enabled: row.enabled,
  videos: row.videos,
  matching_rules: row.rules,
});

const toTopicRule = (row: RuleRow): TopicRule => ({
  id: row.id,
  category_id: row.categoryId,
  category: row.category,
  keywords: row.keywords,
  match_type: row.matchType,
  priority: row.priority,
  enabled: row.enabled,
});

const toCuratedVideo = (row: VideoRow): CuratedVideo => ({
  id: row.id,
  category_id: row.categoryId,
  category: row.category,
  video_id: row.videoId,
  title: row.title,
  url: row.url,
  channel: row.channel,
  channel_id: row.channelId,
  description: row.description,
  duration: row.duration,
  view_count: row.viewCount,
  quality_score: row.qualityScore,
  availability_status: row.availabilityStatus,
});

/** Video management (spec 2 §3, DESIGN D16): categories, topic rules and the curated catalogue. */
export class VideoManagementService {
  constructor(
    private readonly repository: VideoManagementRepository,
    private readonly audit: AuditService,
  ) {}

  // --- categories ------------------------------------------------------------------------------

  async categories(): Promise<VideoCategory[]> {
    return (await this.repository.categories()).map(toVideoCategory);
  }

  async createCategory(fields: CategoryFields, { by, ip }: AdminAct): Promise<VideoCategory> {
    await this.refuseTakenName(fields.name);
    const id = await this.storeUnique(
      () => this.repository.insertCategory(fields),
      `A video category named "${fields.name}" already exists. Choose another name.`,
    );
    const created = await this.category(id);
    await this.audit.record({
      actionType: 'video_category_created',
      actor: actorOf(by),
      ip,
      action: `Created video category "${created.name}"`,
      details: { category_id: id, name: created.name, enabled: created.enabled },
    });
    return created;
  }

  async updateCategory(id: number, fields: CategoryFields, { by, ip }: AdminAct): Promise<VideoCategory> {
    const before = await this.category(id);
    await this.refuseTakenName(fields.name, id);
    await this.storeUnique(
      () => this.repository.updateCategory(id, fields),
      `A video category named "${fields.name}" already exists. Choose another name.`,
    );
    const after = await this.category(id);
    await this.audit.record({
      actionType: 'video_category_updated',
      actor: actorOf(by),
      ip,
      action: `Updated video category "${after.name}"`,
      details: { category_id: id, before: { ...before }, after: { ...after } },
    });
    return after;
  }

  async deleteCategory(id: number, { by, ip }: AdminAct): Promise<string> {
    const category = await this.category(id);
    if (!(await this.repository.deleteCategory(id))) throw noSuchCategory(id);
    await this.audit.record({
      actionType: 'video_category_deleted',
      actor: actorOf(by),
      ip,
      action: `Deleted video category "${category.name}" with its ${itsContents(category)}`,
      details: {
        category_id: id,
        name: category.name,
        rules: category.matching_rules,
        videos: category.videos,
      },
    });
    return `The category "${category.name}" was deleted, with its ${itsContents(category)}.`;
  }

  private async category(id: number): Promise<VideoCategory> {
    const row = await this.repository.categoryById(id);
    if (!row) throw noSuchCategory(id);
    return toVideoCategory(row);
  }

  private async refuseTakenName(name: string, exceptId?: number): Promise<void> {
    const existing = await this.repository.categoryNamed(name);
    if (existing && existing.id !== exceptId) {
      throw conflict(`A video category named "${existing.name}" already exists. Choose another name.`);
    }
  }

  /** Rules and videos name a category that must exist: a bad one is the request's fault (422). */
  private async requireCategory(categoryId: number): Promise<void> {
    if (!(await this.repository.categoryById(categoryId))) {
      throw unprocessable(
        `There is no video category with id ${categoryId}. Choose one of the existing categories.`,
      );
    }
  }

  // --- topic rules -----------------------------------------------------------------------------

  async rules(): Promise<TopicRule[]> {
    return (await this.repository.rules()).map(toTopicRule);
  }

  async createRule(fields: RuleFields, { by, ip }: AdminAct): Promise<TopicRule> {
    await this.requireCategory(fields.category_id);
    const id = await this.repository.insertRule(ruleValues(fields));
    const created = await this.rule(id);
    await this.audit.record({
      actionType: 'topic_rule_created',
      actor: actorOf(by),
      ip,
      action: `Created a topic rule for "${created.category}": ${created.keywords.join(', ')}`,
      details: { rule_id: id, ...created },
    });
    return created;
  }

  async updateRule(id: number, fields: RuleFields, { by, ip }: AdminAct): Promise<TopicRule> {
    const before = await this.rule(id);
    await this.requireCategory(fields.category_id);
    if (!(await this.repository.updateRule(id, ruleValues(fields)))) throw noSuchRule(id);
    const after = await this.rule(id);
    await this.audit.record({
      actionType: 'topic_rule_updated',
      actor: actorOf(by),
      ip,
      action: `Updated a topic rule for "${after.category}": ${after.keywords.join(', ')}`,
      details: { rule_id: id, before: { ...before }, after: { ...after } },
    });
    return after;
  }

  async deleteRule(id: number, { by, ip }: AdminAct): Promise<string> {
    const rule = await this.rule(id);
    if (!(await this.repository.deleteRule(id))) throw noSuchRule(id);
    await this.audit.record({
      actionType: 'topic_rule_deleted',
      actor: actorOf(by),
      ip,
      action: `Deleted a topic rule for "${rule.category}": ${rule.keywords.join(', ')}`,
      details: { rule_id: id, ...rule },
    });
    return `The topic rule for "${rule.category}" was deleted.`;
  }

  private async rule(id: number): Promise<TopicRule> {
    const row = await this.repository.ruleById(id);
    if (!row) throw noSuchRule(id);
    return toTopicRule(row);
  }

  // --- curated videos --------------------------------------------------------------------------

  async videos(): Promise<CuratedVideo[]> {
    return (await this.repository.videos()).map(toCuratedVideo);
  }

  async createVideo(fields: VideoFields, { by, ip }: AdminAct): Promise<CuratedVideo> {
    await this.requireCategory(fields.category_id);
    const values = videoValues(fields);
    await this.refuseDuplicate(values.videoId);
    const id = await this.storeUnique(
      () => this.repository.insertVideo(values),
      'That video was just added to the catalogue by someone else.',
    );
    const created = await this.video(id);
    await this.audit.record({
      actionType: 'curated_video_created',
      actor: actorOf(by),
      ip,
      action: `Added "${created.title}" to the video catalogue (${created.category})`,
      details: { curated_video_id: id, video_id: created.video_id, category: created.category },
    });
    return created;
  }

  async updateVideo(id: number, fields: VideoFields, { by, ip }: AdminAct): Promise<CuratedVideo> {
    const before = await this.video(id);
    await this.requireCategory(fields.category_id);
    const values = videoValues(fields);
    await this.refuseDuplicate(values.videoId, id);
    await this.storeUnique(
      () => this.repository.updateVideo(id, values),
      'That video was just added to the catalogue by someone else.',
    );
    const after = await this.video(id);
    await this.audit.record({
      actionType: 'curated_video_updated',
      actor: actorOf(by),
      ip,
      action: `Updated "${after.title}" in the video catalogue`,
      details: { curated_video_id: id, before: { ...before }, after: { ...after } },
    });
    return after;
  }

  async deleteVideo(id: number, { by, ip }: AdminAct): Promise<string> {
    const deleted = await this.repository.deleteVideo(id);
    if (!deleted) throw noSuchVideo(id);
    await this.audit.record({
      actionType: 'curated_video_deleted',
      actor: actorOf(by),
      ip,
      action: `Removed "${deleted.title}" from the video catalogue`,
      details: { curated_video_id: id, video_id: deleted.videoId, title: deleted.title },
    });
    return `"${deleted.title}" was removed from the catalogue.`;
  }

  private async video(id: number): Promise<CuratedVideo> {
    const row = await this.repository.videoById(id);
    if (!row) throw noSuchVideo(id);
    return toCuratedVideo(row);
  }

  private async refuseDuplicate(videoId: string, exceptId?: number): Promise<void> {
    const existing = await this.repository.videoWithYoutubeId(videoId);
    if (existing && existing.id !== exceptId) {
      throw conflict(
        `That video is already in the catalogue as "${existing.title}" (id ${existing.id}). Edit it instead.`,
      );
    }
  }

  /** Runs a write, turning a unique-index race lost to another admin into a 409. */
  private async storeUnique<T>(write: () => Promise<T>, detail: string): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(detail);
      throw error;
    }
  }
}

const noSuchCategory = (id: number) => notFound(`There is no video category with id ${id}.`);
const noSuchRule = (id: number) => notFound(`There is no topic rule with id ${id}.`);
const noSuchVideo = (id: number) => notFound(`There is no curated video with id ${id}.`);

const ruleValues = (fields: RuleFields) => ({
  categoryId: fields.category_id,
  keywords: fields.keywords,
  matchType: fields.match_type,
  priority: fields.priority,
  enabled: fields.enabled,
});

/** The stored form of a curated video: its id taken from the URL, and the URL in its canonical form. */
function videoValues(fields: VideoFields) {
  const videoId = videoIdFromUrl(fields.url);
  // The contract accepts only URLs that hold an id; this guards against the two drifting apart.
  if (videoId === null)
    throw unprocessable('The URL must be a YouTube video address, like https://www.youtube.com/watch?v=…');
  return {
    categoryId: fields.category_id,
    videoId,
    title: fields.title,
    url: `https://www.youtube.com/watch?v=${videoId}`,
    channel: fields.channel,
    channelId: fields.channel_id,
    description: fields.description,
    duration: fields.duration,
    viewCount: fields.view_count,
    qualityScore: fields.quality_score,
    availabilityStatus: fields.availability_status,
  };
}

/** "2 rules and 1 video": what a deleted category took with it. */
function itsContents(category: VideoCategory): string {
  const counted = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
  return `${counted(category.matching_rules, 'rule')} and ${counted(category.videos, 'video')}`;
}
