import type { PostAssessmentResult, PostAssessmentSubmission } from '@socratica/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

function submitPostAssessment(
  sessionId: string,
  answers: PostAssessmentSubmission,
): Promise<PostAssessmentResult> {
  return apiPost<PostAssessmentResult>(
    `assessments/${encodeURIComponent(sessionId)}/post-assessment/responses`,
    {
      body: answers,
    },
  );
}

export function useSubmitPostAssessmentMutation(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: PostAssessmentSubmission) => submitPostAssessment(sessionId, answers),
    // The reports now have a post score; their queries live under 'assessments'.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['assessments'] }),
  });
}
