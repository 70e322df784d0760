import type { PodcastScheduleResponse, UpdateScheduleRequest } from '@socratica/contracts';
import { apiPut } from '../../../lib/api-client';
import { schedulePath } from './podcast-schedules';
import { useScheduleChange } from './schedule-change';

export interface ScheduleUpdate {
  scheduleId: number;
  request: UpdateScheduleRequest;
}

/** `PUT podcasts/schedules/{id}`: every field, and the Eastern date of the next run, which moves it. */
function updateSchedule({ scheduleId, request }: ScheduleUpdate): Promise<PodcastScheduleResponse> {
  return apiPut<PodcastScheduleResponse>(schedulePath(scheduleId), { body: request });
}

export const useUpdateSchedule = () => useScheduleChange(updateSchedule);
