import type { SaveResponseReply, SaveResponseRequest } from '@socratica/contracts';
import { apiPost } from '../../../lib/api-client';

// Called only from use-baseline-submission, which saves the answers one by one inside a single mutation.
export function saveResponse(sessionId: number, response: SaveResponseRequest): Promise<SaveResponseReply> {
  return apiPost<SaveResponseReply>(`assessments/${sessionId}/responses`, { body: response });
}
