import type { EnhancedResults } from '@socratica/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { assessmentsQueryKey } from './list-assessments';

function fetchEnhancedResults(sessionId: string, signal?: AbortSignal): Promise<EnhancedResults> {
  return apiGet<EnhancedResults>(`assessments/${encodeURIComponent(sessionId)}/enhanced-results`, { signal });
}

export function useEnhancedResultsQuery(sessionId: string) {
  return useQuery({
    queryKey: [...assessmentsQueryKey, sessionId, 'enhanced-results'],
    queryFn: ({ signal }) => fetchEnhancedResults(sessionId, signal),
  });
}
