import type { PodcastQuizScores } from '@socratica/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/**
 * The learner's score on each episode whose quiz they took (issue 39), one request for all the cards on a
 * page; answering a quiz reloads every `podcasts` query, this one with them.
 */
export function useQuizScores() {
  return useQuery({
    queryKey: ['podcasts', 'quiz-scores'],
    queryFn: () => apiGet<PodcastQuizScores>('podcasts/quiz-scores'),
    retry: false,
  });
}
