import type { YoutubeStatus } from '@socratica/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/api-client';
import { YOUTUBE_API_KEY } from './youtube-api-key';

function fetchYoutubeStatus(): Promise<YoutubeStatus> {
  return apiGet<YoutubeStatus>('admin/youtube/status');
}

export function useYoutubeStatus() {
  return useQuery({ queryKey: [...YOUTUBE_API_KEY, 'status'], queryFn: fetchYoutubeStatus });
}
