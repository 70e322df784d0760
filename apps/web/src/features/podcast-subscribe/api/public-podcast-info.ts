import type { PublicPodcastInfo } from '@socratica/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** Answers without a token: the page the QR code opens is for people who have not signed in (D15). */
function fetchPublicPodcastInfo(): Promise<PublicPodcastInfo> {
  return apiGet<PublicPodcastInfo>('podcasts/public-info');
}

export function usePublicPodcastInfo() {
  return useQuery({ queryKey: ['podcasts', 'public-info'], queryFn: fetchPublicPodcastInfo });
}
