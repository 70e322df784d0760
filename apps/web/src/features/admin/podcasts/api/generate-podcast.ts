import type { GeneratePodcastRequest, GeneratePodcastResponse } from '@socratica/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../../lib/api-client';
import { PODCAST_JOBS_KEY } from './podcasts-key';

/** `POST podcasts/generate`: answers 202 at once with the job's id; the episode is made in the background. */
function generatePodcast(request: GeneratePodcastRequest): Promise<GeneratePodcastResponse> {
  return apiPost<GeneratePodcastResponse>('podcasts/generate', { body: request });
}

export function useGeneratePodcastMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generatePodcast,
    // The jobs card shows the new job at once, and starts following it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PODCAST_JOBS_KEY }),
  });
}
