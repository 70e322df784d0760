import type { PodcastQuiz, PodcastQuizAnswers, PodcastQuizResult } from '@socratica/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';

const quizKey = (episodeId: number) => ['podcasts', 'quiz', episodeId] as const;

export function useEpisodeQuiz(episodeId: number | null) {
  return useQuery({
    queryKey: quizKey(episodeId ?? 0),
    queryFn: () => apiGet<PodcastQuiz>(`podcasts/${episodeId}/quiz`),
    enabled: episodeId !== null,
    retry: false,
  });
}

/** Sends the answers once; the quiz, and every card's score (all `podcasts` queries), then reload. */
export function useAnswerEpisodeQuiz(episodeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PodcastQuizAnswers) =>
      apiPost<PodcastQuizResult>(`podcasts/${episodeId}/quiz/answers`, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['podcasts'] }),
  });
}
