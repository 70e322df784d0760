import type { PostAssessmentReply } from '@socratica/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** Asks the coach for the post-assessment: a POST, because each call may write a new one (DESIGN D7). */
function createPostAssessment(sessionId: string): Promise<PostAssessmentReply> {
  return apiPost<PostAssessmentReply>(`assessments/${encodeURIComponent(sessionId)}/post-assessment`);
}

/** Session ids are whole numbers; anything else is not worth a call. */
export const isSessionId = (sessionId: string) => /^\d+$/.test(sessionId);

export function usePostAssessmentQuery(sessionId: string) {
  return useQuery({
    queryKey: ['post-assessment', sessionId],
    enabled: isSessionId(sessionId),
    // No abort signal: React's strict-mode remount must reuse the request in flight instead of cancelling it
    // and asking the coach for a second set of questions.
    queryFn: () => createPostAssessment(sessionId),
    staleTime: Infinity,
    // The questions live as long as the page: once answered (or left), a later visit asks the server again
    // rather than showing spent questions from the cache.
    gcTime: 0,
    retry: false,
  });
}
