import type { StartAssessmentResponse } from '@socratica/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

interface StartAssessmentInput {
  topic: string;
  /** Every time the learner chose, in minutes: the server takes the largest as the session's length. */
  times: number[];
}

function startAssessment({ topic, times }: StartAssessmentInput): Promise<StartAssessmentResponse> {
  // Spec 1 §9: the default difficulty is beginner; the baseline then places the learner.
  const query = new URLSearchParams({ topic, difficulty: 'beginner' });
  for (const time of times) query.append('times', String(time));
  return apiPost<StartAssessmentResponse>(`assessments/start?${query.toString()}`);
}

export function useStartAssessmentMutation() {
  return useMutation({ mutationFn: startAssessment });
}
