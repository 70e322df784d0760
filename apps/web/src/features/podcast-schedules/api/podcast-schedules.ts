import type { PodcastScheduleList } from '@socratica/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/**
 * Spec 2 §7 lists the schedule calls among the podcast calls, under `podcasts/`, as every other podcast route
 * is served.
 */
export const SCHEDULES_PATH = 'podcasts/schedules';

/**
 * Under `podcasts`: a schedule's change renames the "From the schedule" line of its episodes, and a finished
 * generation adds an episode and moves the schedule's counts, so both kinds of list reload together.
 */
export const PODCASTS_KEY = ['podcasts'] as const;
const SCHEDULES_KEY = [...PODCASTS_KEY, 'schedules'] as const;

export function schedulePath(scheduleId: number, action?: 'toggle' | 'generate-now'): string {
  return `${SCHEDULES_PATH}/${scheduleId}${action ? `/${action}` : ''}`;
}

/** `GET podcasts/schedules`: a learner's own schedules, or every schedule with its owner for an admin (D17). */
function fetchPodcastSchedules(signal?: AbortSignal): Promise<PodcastScheduleList> {
  return apiGet<PodcastScheduleList>(SCHEDULES_PATH, { signal });
}

/** The scheduler moves next times and starts runs on its own: the open tab shows that within a minute. */
const SCHEDULES_REFRESH_MS = 60_000;

export function usePodcastSchedules() {
  return useQuery({
    queryKey: SCHEDULES_KEY,
    queryFn: ({ signal }) => fetchPodcastSchedules(signal),
    refetchInterval: SCHEDULES_REFRESH_MS,
  });
}
