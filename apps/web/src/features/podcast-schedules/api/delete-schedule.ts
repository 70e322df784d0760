import type { ScheduleDeleteResponse } from '@socratica/contracts';
import { apiDelete } from '../../../lib/api-client';
import { schedulePath } from './podcast-schedules';
import { useScheduleChange } from './schedule-change';

/** `DELETE podcasts/schedules/{id}`: its episodes stay, no longer naming it. */
function deleteSchedule(scheduleId: number): Promise<ScheduleDeleteResponse> {
  return apiDelete<ScheduleDeleteResponse>(schedulePath(scheduleId));
}

export const useDeleteSchedule = () => useScheduleChange(deleteSchedule);
