import type { UpvotedVideosReply } from '@socratica/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/api-client';
import { VIDEO_REPORTS_KEY } from './video-reports-key';

/** Upvoted videos, most upvoted first. */
function fetchUpvotedVideos(): Promise<UpvotedVideosReply> {
  return apiGet<UpvotedVideosReply>('video-feedback/admin/upvoted-videos');
}

export function useUpvotedVideos() {
  return useQuery({ queryKey: [...VIDEO_REPORTS_KEY, 'upvoted'], queryFn: fetchUpvotedVideos });
}
