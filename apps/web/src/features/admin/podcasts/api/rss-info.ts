import type { RssInfo } from '@socratica/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../../lib/api-client';
import { useAdminQuery } from '../../shell/use-admin-query';
import { RSS_INFO_KEY } from './podcasts-key';

/** Spec 2 §7 `GET podcasts/rss/info`: the feed's current secret address. */
function fetchRssInfo(signal?: AbortSignal): Promise<RssInfo> {
  return apiGet<RssInfo>('podcasts/rss/info', { signal });
}

export function useRssInfoQuery() {
  return useAdminQuery({ key: RSS_INFO_KEY.slice(1), fetch: fetchRssInfo, what: 'RSS feed information' });
}

/** `POST podcasts/admin/rotate-feed`: a new secret address; the old one answers 410 Gone from now on. */
function rotateFeed(): Promise<RssInfo> {
  return apiPost<RssInfo>('podcasts/admin/rotate-feed');
}

export function useRotateFeedMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateFeed,
    onSuccess: (info) => queryClient.setQueryData(RSS_INFO_KEY, info),
  });
}
