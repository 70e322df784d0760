import type { z } from 'zod';
import {
  PODCAST_FEED_LIMIT,
  type PodcastCatalog,
  type PodcastCatalogQuery,
  type PodcastEpisode,
  type PodcastFeed,
  type PodcastStats,
} from '@socratica/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError, notFound } from '../../lib/http-errors.js';
import { RefreshingCache } from '../../lib/refreshing-cache.js';
import type { Principal } from '../../plugins/access.js';
import type { AuditService } from '../audit/audit.service.js';
import type { AudioStore } from './audio-store.js';
import { averageOf, toPodcastEpisode } from './episode-view.js';
import type { AdminAct } from './podcast-admin-act.js';
import type { PodcastFeedService } from './podcast-feed.service.js';
import type { PodcastUrls } from './podcast-urls.js';
import type { PodcastsRepository, TopicCount, TopicTally, Viewer } from './podcasts.repository.js';

type CatalogQuery = z.output<typeof PodcastCatalogQuery>;

export const viewerOf = (principal: Principal): Viewer => ({
  id: principal.id,
  isAdmin: principal.role === 'admin',
});

export const noSuchEpisode = (id: number) =>
  notFound(`There is no podcast episode ${id}, or it is not one you can listen to.`);

/** How long the archive's topic counts are reused when nothing here changed: other instances' changes show within it. */
const TOPIC_COUNTS_MAX_AGE_MS = 30_000;

/** Each topic once (a shared spelling first), in alphabetical order. */
function topicNames(tallies: TopicTally[]): string[] {
  const names = new Map<string, string>();
  for (const tally of tallies) if (!names.has(tally.key)) names.set(tally.key, tally.topic);
  return [...names.values()].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
}

export interface PodcastsDependencies {
  repository: PodcastsRepository;
  audioStore: AudioStore;
  audit: AuditService;
  feed: PodcastFeedService;
  urls: PodcastUrls;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * Published episodes as each caller may see them (D17): a learner hears the shared episodes and their
 * own; an admin sees every one. Every episode carries the caller's rating and progress.
 */
export class PodcastsService {
  /** Topics with their counts: one pass over the archive, kept until episodes change (or 30 s pass). */
  private readonly topicCounts: RefreshingCache<TopicCount[]>;

  constructor(private readonly deps: PodcastsDependencies) {
    this.topicCounts = new RefreshingCache(() => deps.repository.topicCounts(), TOPIC_COUNTS_MAX_AGE_MS);
  }

  /** Latest Episodes: the featured shared episodes and the caller's own, newest first. */
  async latest(principal: Principal): Promise<PodcastFeed> {
    const rows = await this.deps.repository.latest(viewerOf(principal), PODCAST_FEED_LIMIT);
    return { success: true, episodes: rows.map((row) => toPodcastEpisode(row, this.deps.urls)) };
  }

  async catalog(query: CatalogQuery, principal: Principal): Promise<PodcastCatalog> {
    const viewer = viewerOf(principal);
    const { page, limit } = query;
    const filter = {
      offset: (page - 1) * limit,
      limit,
      sortBy: query.sort_by,
      sortOrder: query.sort_order,
      topic: query.topic_filter || undefined,
      q: query.q || undefined,
    };
    const [{ rows, matching }, shared, own] = await Promise.all([
      this.deps.repository.catalogPage(viewer, filter),
      this.topicCounts.get(),
      viewer.isAdmin ? [] : this.deps.repository.ownTopicCounts(viewer.id),
    ]);
    // D17: a learner's topics are the shared episodes' and their own; an admin's are every episode's.
    const visible: TopicTally[] = viewer.isAdmin
      ? shared.map((t) => ({ key: t.key, topic: t.topic, episodes: t.all }))
      : [
          ...shared
            .filter((t) => t.shared > 0)
            .map((t) => ({ key: t.key, topic: t.topic, episodes: t.shared })),
          ...own,
        ];
    // A short page tells the total; a filter counted its matches; unfiltered, the topics' counts tell.
    const total =
      rows.length > 0 && rows.length < limit
        ? filter.offset + rows.length
        : (matching ??
          (filter.topic || filter.q
            ? await this.deps.repository.catalogCount(viewer, filter)
            : visible.reduce((sum, t) => sum + t.episodes, 0)));
    const totalPages = Math.ceil(total / limit);
    return {
      success: true,
      episodes: rows.map((row) => toPodcastEpisode(row, this.deps.urls)),
      pagination: {
        page,
        limit,
        total_episodes: total,
        total_pages: totalPages,
        has_prev: page > 1,
        has_next: page < totalPages,
      },
      topics: topicNames(visible),
    };
  }

  async episode(id: number, principal: Principal): Promise<PodcastEpisode> {
    const row = await this.deps.repository.episode(id, viewerOf(principal));
    if (!row) throw noSuchEpisode(id);
    return toPodcastEpisode(row, this.deps.urls);
  }

  async stats(): Promise<PodcastStats> {
    const totals = await this.deps.repository.stats();
    return {
      total_episodes: totals.totalEpisodes,
      featured_episodes: totals.featuredEpisodes,
      avg_rating: averageOf(totals.ratingSum, totals.totalRatings),
      total_ratings: totals.totalRatings,
      total_listens: totals.totalListens,
    };
  }

  async setFeatured(id: number, isFeatured: boolean, act: AdminAct): Promise<PodcastEpisode> {
    const before = await this.episode(id, act.by);
    if (before.is_personal) {
      throw new HttpError(
        422,
        'This is a learner’s own episode: only they hear it, so it cannot be featured for everyone.',
      );
    }
    if (!(await this.deps.repository.setFeatured(id, isFeatured))) throw noSuchEpisode(id);
    await this.deps.audit.record({
      actionType: 'podcast_episode_featured',
      actor: act.by,
      ip: act.ip,
      action: `${isFeatured ? 'Featured' : 'Unfeatured'} podcast episode "${before.title}"`,
      details: { episode_id: id, before: before.is_featured, after: isFeatured },
    });
    return this.episode(id, act.by);
  }

  /** Deletes the episode, then its audio and transcript (unless identical audio serves another one). */
  async delete(id: number, { by, ip }: AdminAct): Promise<string> {
    const deleted = await this.deps.repository.delete(id);
    if (!deleted) throw noSuchEpisode(id);
    this.episodesChanged();
    for (const key of deleted.orphanKeys) {
      // The episode is gone either way; a file left behind is only disk space, so it is logged.
      await this.deps.audioStore.deleteAudio(key).catch((error: unknown) => {
        this.deps.log.warn({ err: error, key }, 'a deleted episode’s file could not be removed');
      });
    }
    await this.deps.audit.record({
      actionType: 'podcast_episode_deleted',
      actor: by,
      ip,
      action: `Deleted podcast episode "${deleted.title}"`,
      details: { episode_id: id, title: deleted.title, owner_id: deleted.ownerId, files: deleted.orphanKeys },
    });
    return `The episode "${deleted.title}" was deleted, with its audio and transcript.`;
  }

  /**
   * Call after publishing an episode: the archive counts its topics afresh, and the RSS feed drops the
   * document it built (the feed would notice on its next read anyway; this frees the memory at once).
   * Other server instances see the new episode's topic and count within 30 s.
   */
  episodesChanged(): void {
    this.topicCounts.invalidate();
    this.deps.feed.forgetBuiltFeeds();
  }
}
