import type { CreateScheduleRequest, PodcastScheduleResponse } from '@socratica/contracts';
import { apiPost } from '../../../lib/api-client';
import { SCHEDULES_PATH } from './podcast-schedules';
import { useScheduleChange } from './schedule-change';

/** `POST podcasts/schedules`: 201 with the new schedule and its first slot. */
function createSchedule(request: CreateScheduleRequest): Promise<PodcastScheduleResponse> {
  return apiPost<PodcastScheduleResponse>(SCHEDULES_PATH, { body: request });
}

export const useCreateSchedule = () => useScheduleChange(createSchedule);
