import type { FeedListingRequest, RssInfo } from '@socratica/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../../lib/api-client';
import { RSS_INFO_KEY } from './podcasts-key';

/** `PUT podcasts/admin/feed-listing`: lets directories list the feed, or keeps it unlisted (itunes:block). */
function setFeedListing(listed: boolean): Promise<RssInfo> {
  const body: FeedListingRequest = { listed_in_directories: listed };
  return apiPut<RssInfo>('podcasts/admin/feed-listing', { body });
}

export function useFeedListingMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFeedListing,
    onSuccess: (info) => queryClient.setQueryData(RSS_INFO_KEY, info),
  });
}
