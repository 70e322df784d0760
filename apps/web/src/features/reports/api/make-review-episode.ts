import type { GeneratePodcastResponse } from '@socratica/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** POST podcasts/review-episodes: 202 with the job's id; the episode is the learner's alone (D17, issue 24). */
function makeReviewEpisode(sessionId: number): Promise<GeneratePodcastResponse> {
  return apiPost<GeneratePodcastResponse>('podcasts/review-episodes', { body: { session_id: sessionId } });
}

export function useMakeReviewEpisode() {
  return useMutation({ mutationFn: makeReviewEpisode });
}
