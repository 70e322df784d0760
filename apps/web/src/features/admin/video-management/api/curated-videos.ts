import type { CuratedVideosReply } from '@socratica/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/api-client';
import { VIDEO_MANAGEMENT_KEY } from './video-management-key';

function fetchCuratedVideos(): Promise<CuratedVideosReply> {
  return apiGet<CuratedVideosReply>('admin/video/videos');
}

export function useCuratedVideos() {
  return useQuery({ queryKey: [...VIDEO_MANAGEMENT_KEY, 'videos'], queryFn: fetchCuratedVideos });
}
