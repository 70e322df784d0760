import { GenerateNowResponse } from '@socratica/contracts';
import { apiPost } from '../../../lib/api-client';
import { schedulePath } from './podcast-schedules';
import { useScheduleChange } from './schedule-change';

/** Spec 2 §8: what Generate Now reports when the server's answer is not the one agreed. */
const INVALID_RESPONSE = 'Invalid response format';

/**
 * `POST podcasts/schedules/{id}/generate-now`, no body: the job starts at once and the next slot moves on.
 * Its message is shown to the user word for word, so an answer without one is a failure, not a blank alert.
 */
async function generateNow(scheduleId: number): Promise<GenerateNowResponse> {
  const reply = GenerateNowResponse.safeParse(
    await apiPost<unknown>(schedulePath(scheduleId, 'generate-now')),
  );
  if (!reply.success) throw new Error(INVALID_RESPONSE);
  return reply.data;
}

export const useGenerateNow = () => useScheduleChange(generateNow);
