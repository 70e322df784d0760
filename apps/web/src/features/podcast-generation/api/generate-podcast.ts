import type { GeneratePodcastRequest, GeneratePodcastResponse } from '@socratica/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** POST podcasts/generate: 202 with the job's id; the episode comes later (spec 2 §4). */
function generatePodcast(request: GeneratePodcastRequest): Promise<GeneratePodcastResponse> {
  return apiPost<GeneratePodcastResponse>('podcasts/generate', { body: request });
}

export function useGeneratePodcast() {
  return useMutation({ mutationFn: generatePodcast });
}
