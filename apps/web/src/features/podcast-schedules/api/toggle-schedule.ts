import type { PodcastScheduleResponse } from '@socratica/contracts';
import { apiPost } from '../../../lib/api-client';
import { schedulePath } from './podcast-schedules';
import { useScheduleChange } from './schedule-change';

/** `POST podcasts/schedules/{id}/toggle`: Pause or Resume, the only way the status changes (spec 2 §4). */
function toggleSchedule(scheduleId: number): Promise<PodcastScheduleResponse> {
  return apiPost<PodcastScheduleResponse>(schedulePath(scheduleId, 'toggle'));
}

export const useToggleSchedule = () => useScheduleChange(toggleSchedule);
