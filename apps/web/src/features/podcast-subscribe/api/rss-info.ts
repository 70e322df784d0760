import type { RssInfo } from '@socratica/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export function fetchRssInfo(): Promise<RssInfo> {
  return apiGet<RssInfo>('podcasts/rss/info');
}

/** The feed's secret address; under `podcasts` so that a change to the podcasts reloads it too. */
export function useRssInfo() {
  return useQuery({ queryKey: ['podcasts', 'rss-info'], queryFn: fetchRssInfo });
}
