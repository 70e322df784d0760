import { VIDEO_SEARCH_MAX_RESULTS, type YoutubeSearchReply } from '@socratica/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/api-client';
import { YOUTUBE_API_KEY } from './youtube-api-key';

/** Spec 2 §9: the search test asks for 5 results. */
function searchYoutube(query: string): Promise<YoutubeSearchReply> {
  const params = new URLSearchParams({ query, max_results: String(VIDEO_SEARCH_MAX_RESULTS) });
  return apiGet<YoutubeSearchReply>(`admin/youtube/search?${params.toString()}`);
}

/**
 * A mutation, though the call is a GET: a search spends quota, so it runs when the admin submits and is
 * never refetched on its own.
 */
export function useSearchYoutube() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: searchYoutube,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...YOUTUBE_API_KEY, 'status'] }),
  });
}
