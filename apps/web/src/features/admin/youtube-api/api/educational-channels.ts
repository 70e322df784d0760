import type { EducationalChannelsReply } from '@socratica/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/api-client';
import { YOUTUBE_API_KEY } from './youtube-api-key';

function fetchEducationalChannels(): Promise<EducationalChannelsReply> {
  return apiGet<EducationalChannelsReply>('admin/youtube/educational-channels');
}

export function useEducationalChannels() {
  return useQuery({ queryKey: [...YOUTUBE_API_KEY, 'channels'], queryFn: fetchEducationalChannels });
}
