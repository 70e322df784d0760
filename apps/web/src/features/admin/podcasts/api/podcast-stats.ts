import type { PodcastStats } from '@socratica/contracts';
import { apiGet } from '../../../../lib/api-client';
import { useAdminQuery } from '../../shell/use-admin-query';
import { PODCAST_STATS_KEY } from './podcasts-key';

/** Spec 2 §2 and §9: the stat cards reload every 30 seconds while the tab is open. */
const PODCAST_STATS_REFRESH_MS = 30_000;

/** Spec 2 §7 `GET podcasts/stats`: every episode's figures, not only the 50 the table shows. */
function fetchPodcastStats(signal?: AbortSignal): Promise<PodcastStats> {
  return apiGet<PodcastStats>('podcasts/stats', { signal });
}

export function usePodcastStatsQuery() {
  return useAdminQuery({
    key: PODCAST_STATS_KEY.slice(1),
    fetch: fetchPodcastStats,
    what: 'podcast stats',
    // The interval belongs to the query's observer, so it stops when the tab closes and unmounts it.
    refetchInterval: PODCAST_STATS_REFRESH_MS,
  });
}
