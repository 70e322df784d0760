import type { BlockedVideosReply } from '@socratica/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/api-client';
import { CONTENT_FILTERING_KEY } from './content-filtering-key';

function fetchBlockedVideos(): Promise<BlockedVideosReply> {
  return apiGet<BlockedVideosReply>('videos');
}

export function useBlockedVideos() {
  return useQuery({ queryKey: [...CONTENT_FILTERING_KEY, 'videos'], queryFn: fetchBlockedVideos });
}
