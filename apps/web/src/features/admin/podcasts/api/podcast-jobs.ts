import type { PodcastJobList } from '@socratica/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../../lib/api-client';
import { useAdminQuery } from '../../shell/use-admin-query';
import { PODCAST_JOBS_KEY } from './podcasts-key';

/** The jobs card follows running jobs this often (ms), and stops once none is active or waiting. */
const PODCAST_JOBS_REFRESH_MS = 5_000;

/** `GET podcasts/jobs`: the active, waiting and failed generation jobs, newest first, with their counts. */
function fetchPodcastJobs(signal?: AbortSignal): Promise<PodcastJobList> {
  return apiGet<PodcastJobList>('podcasts/jobs', { signal });
}

function hasRunningJobs(list: PodcastJobList | undefined): boolean {
  return !!list && list.counts.active + list.counts.waiting > 0;
}

export function usePodcastJobsQuery() {
  return useAdminQuery({
    key: PODCAST_JOBS_KEY.slice(1),
    fetch: fetchPodcastJobs,
    what: 'podcast generation jobs',
    refetchInterval: (query) => (hasRunningJobs(query.state.data) ? PODCAST_JOBS_REFRESH_MS : false),
  });
}

/** `POST podcasts/jobs/{id}/retry`: a failed job runs again; any other answers 409 with the reason. */
function retryPodcastJob(jobId: string): Promise<unknown> {
  return apiPost<unknown>(`podcasts/jobs/${encodeURIComponent(jobId)}/retry`);
}

export function useRetryPodcastJobMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryPodcastJob,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PODCAST_JOBS_KEY }),
  });
}
