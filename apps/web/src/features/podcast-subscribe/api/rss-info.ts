import type { RssInfo } from '@socratica/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** Under `podcasts`, so that a change to the podcasts reloads it too. */
export const RSS_INFO_QUERY_KEY = ['podcasts', 'rss-info'] as const;

/** `GET podcasts/rss/info`: the signed-in user's own feed address (decision 035). */
function fetchRssInfo(): Promise<RssInfo> {
  return apiGet<RssInfo>('podcasts/rss/info');
}

/** The user's own secret feed address, made on first use. */
export function useRssInfo() {
  return useQuery({ queryKey: RSS_INFO_QUERY_KEY, queryFn: fetchRssInfo });
}
