import type { PodcastJob } from '@socratica/contracts';
import { apiPost } from '../../../lib/api-client';
import { useScheduleChange } from './schedule-change';

/**
 * `POST podcasts/jobs/{id}/retry`: a failed run is queued again, resuming with the script and speech it had
 * made (decision 023). The card then shows it generating.
 */
function retryRun(jobId: string): Promise<PodcastJob> {
  return apiPost<PodcastJob>(`podcasts/jobs/${encodeURIComponent(jobId)}/retry`);
}

export const useRetryRun = () => useScheduleChange(retryRun);
