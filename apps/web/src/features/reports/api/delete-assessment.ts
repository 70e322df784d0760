import type { OkBody } from '@socratica/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '../../../lib/api-client';
import { assessmentsQueryKey } from './list-assessments';

function deleteAssessment(sessionId: number): Promise<OkBody> {
  return apiDelete<OkBody>(`assessments/${sessionId}`);
}

export function useDeleteAssessmentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAssessment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assessmentsQueryKey }),
  });
}
