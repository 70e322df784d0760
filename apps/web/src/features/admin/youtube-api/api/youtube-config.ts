import type { YoutubeConfig } from '@socratica/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/api-client';
import { YOUTUBE_API_KEY } from './youtube-api-key';

function fetchYoutubeConfig(): Promise<YoutubeConfig> {
  return apiGet<YoutubeConfig>('admin/youtube/config');
}

export function useYoutubeConfig() {
  return useQuery({ queryKey: [...YOUTUBE_API_KEY, 'config'], queryFn: fetchYoutubeConfig });
}
