import type { CompleteAssessmentResponse } from '@socratica/contracts';
import { apiPost } from '../../../lib/api-client';

// Called only from use-baseline-submission, after every answer is saved.
export function completeAssessment(sessionId: number): Promise<CompleteAssessmentResponse> {
  return apiPost<CompleteAssessmentResponse>(`assessments/${sessionId}/complete`);
}
