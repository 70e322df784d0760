import type { z } from 'zod';
import {
  LISTEN_COMPLETE_PLAYED_SHARE,
  LISTEN_COUNT_AFTER_SECONDS,
  LISTEN_COUNT_WINDOW_HOURS,
  type ListenRequest,
  type ListenResponse,
  type RateRequest,
  type RateResponse,
} from '@socratica/contracts';
import type { Principal } from '../../plugins/access.js';
import { averageOf } from './episode-view.js';
import type { PodcastListeningRepository } from './podcast-listening.repository.js';
import type { PodcastsRepository } from './podcasts.repository.js';
import { noSuchEpisode, viewerOf } from './podcasts.service.js';

type Listen = z.output<typeof ListenRequest>;
type Rate = z.output<typeof RateRequest>;

const COUNTING_RULE = {
  afterSeconds: LISTEN_COUNT_AFTER_SECONDS,
  windowMs: LISTEN_COUNT_WINDOW_HOURS * 3600_000,
  completeShare: LISTEN_COMPLETE_PLAYED_SHARE,
};

/**
 * Where the report puts the listener: the feed sends `completion_percentage`, the archive
 * `progress_percentage`. It moves the "continue from" point only: a position is where a seek lands, not
 * what was heard, so it never finishes an episode (issue 39).
 */
function positionOf(listen: Listen): number {
  return Math.max(listen.completion_percentage ?? 0, listen.progress_percentage ?? 0);
}

/**
 * Listening and rating (issue 13): progress is the furthest point reached; a listen counts once per
 * user and episode in 24 hours, after 60 s played; an episode is finished once 90 % of its length has
 * really been played, over any number of sittings (issue 39: "complete" or a seek to the end is not
 * enough); one rating per user, which they may change.
 */
export class PodcastListeningService {
  constructor(
    private readonly repository: PodcastListeningRepository,
    private readonly episodes: PodcastsRepository,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async listen(listen: Listen, principal: Principal): Promise<ListenResponse> {
    await this.requireVisible(listen.episode_id, principal);
    const percent = positionOf(listen);
    const outcome = await this.repository.recordListen(
      {
        episodeId: listen.episode_id,
        userId: principal.id,
        percent,
        playedSeconds: listen.played_seconds,
        deviceType: listen.device_type,
        now: this.clock(),
      },
      COUNTING_RULE,
    );
    if (!outcome) throw noSuchEpisode(listen.episode_id);
    return {
      success: true,
      total_listens: outcome.totalListens,
      user_progress: outcome.furthestPercent,
      user_completed: outcome.completed,
    };
  }

  async rate({ episode_id, rating }: Rate, principal: Principal): Promise<RateResponse> {
    await this.requireVisible(episode_id, principal);
    const totals = await this.repository.rate(episode_id, principal.id, rating, this.clock());
    if (!totals) throw noSuchEpisode(episode_id);
    return {
      success: true,
      new_avg_rating: averageOf(totals.ratingSum, totals.totalRatings) ?? rating,
      total_ratings: totals.totalRatings,
      user_rating: rating,
    };
  }

  private async requireVisible(id: number, principal: Principal): Promise<void> {
    if (!(await this.episodes.isVisible(id, viewerOf(principal)))) throw noSuchEpisode(id);
  }
}
