import type {
  DueReviewCards,
  GeneratePodcastResponse,
  ReviewAnswer,
  ReviewAnswerResult,
  ReviewDueCount,
} from '@socratica/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';

const dueCountKey = ['review', 'due-count'] as const;

/** Home's "N items due for review". */
export function useDueCount() {
  return useQuery({
    queryKey: dueCountKey,
    queryFn: () => apiGet<ReviewDueCount>('review/due-count'),
    retry: false,
  });
}

/**
 * The due cards, read once when the review opens: a card answered moves out of the due list, and the review
 * goes on through the cards it began with rather than jumping.
 */
export function useDueCards() {
  return useQuery({
    queryKey: ['review', 'cards'],
    queryFn: () => apiGet<DueReviewCards>('review/cards'),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** Answers one card; Home's count reloads. */
export function useAnswerCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: number } & ReviewAnswer) =>
      apiPost<ReviewAnswerResult>(`review/cards/${id}/answer`, { body: { answer } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dueCountKey }),
  });
}

/** A review episode of the due cards; the podcasts' job list reloads. */
export function useMakeReviewEpisode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<GeneratePodcastResponse>('review/episode'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['podcasts'] }),
  });
}
