import type { AssessmentList } from '@socratica/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

// Every report query starts with 'assessments', so one invalidation refreshes them all.
export const assessmentsQueryKey = ['assessments'] as const;

function fetchAssessments(signal?: AbortSignal): Promise<AssessmentList> {
  return apiGet<AssessmentList>('assessments', { signal });
}

export function useAssessmentsQuery() {
  return useQuery({
    queryKey: assessmentsQueryKey,
    queryFn: ({ signal }) => fetchAssessments(signal),
    select: (list) => list.assessments,
  });
}
