import type { PodcastEpisode } from '@socratica/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** DESIGN D14: the podcasts' quiz link names an episode; its topic fills the quiz's topic in. */
export function usePodcastEpisodeForQuiz(episodeId: number | null) {
  return useQuery({
    queryKey: ['podcasts', 'episode', episodeId],
    queryFn: () => apiGet<PodcastEpisode>(`podcasts/${episodeId}`),
    enabled: episodeId !== null,
    retry: false,
  });
}
