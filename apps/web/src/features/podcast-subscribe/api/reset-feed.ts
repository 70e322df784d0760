import type { RssInfo } from '@socratica/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { RSS_INFO_QUERY_KEY } from './rss-info';

/** `POST podcasts/rss/reset`: a new address for the user's own feed; the old one answers 410 Gone. */
function resetFeed(): Promise<RssInfo> {
  return apiPost<RssInfo>('podcasts/rss/reset');
}

export function useResetFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetFeed,
    onSuccess: (info) => queryClient.setQueryData(RSS_INFO_QUERY_KEY, info),
  });
}
