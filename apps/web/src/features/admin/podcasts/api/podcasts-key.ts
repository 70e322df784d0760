import { ADMIN_QUERY_KEY } from '../../shell/admin-query-key';

/**
 * Every query of the podcasts tab, under the admin key so that a tab change marks them stale. `useAdminQuery`
 * adds ADMIN_QUERY_KEY itself, so it is given these keys without their first part.
 */
export const PODCASTS_KEY = [ADMIN_QUERY_KEY, 'podcasts'] as const;

export const PODCAST_STATS_KEY = [...PODCASTS_KEY, 'stats'] as const;
export const PODCAST_CATALOG_KEY = [...PODCASTS_KEY, 'catalog'] as const;
export const PODCAST_JOBS_KEY = [...PODCASTS_KEY, 'jobs'] as const;
export const RSS_INFO_KEY = [...PODCASTS_KEY, 'rss-info'] as const;

/** What an episode's publication changes: the table and the figures over it. */
export const PUBLISHED_EPISODE_KEYS = [PODCAST_CATALOG_KEY, PODCAST_STATS_KEY] as const;
