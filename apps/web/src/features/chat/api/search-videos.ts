import type { VideoSearchReply, VideoSearchRequest } from '@socratica/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** Spec 1 §7 `POST youtube-search`: at most 5 videos for the query, sharpened by the recent conversation. */
function searchVideos(request: VideoSearchRequest): Promise<VideoSearchReply> {
  return apiPost<VideoSearchReply>('youtube-search', { body: request });
}

// A mutation, not a query: each search is the learner's action, and a repeated query should ask again rather
// than show a cached answer that still holds videos shown since.
export function useSearchVideosMutation() {
  return useMutation({ mutationFn: searchVideos });
}
