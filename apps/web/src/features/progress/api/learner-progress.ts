import type { LearnerProgress } from '@socratica/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** The learner's own progress (issue 40 §5); read again on each visit, as a review may have moved it. */
export function useLearnerProgress() {
  return useQuery({
    queryKey: ['progress'],
    queryFn: () => apiGet<LearnerProgress>('progress'),
    retry: false,
    refetchOnMount: 'always',
  });
}
