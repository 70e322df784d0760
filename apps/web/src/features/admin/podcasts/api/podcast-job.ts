import type { PodcastJob } from '@socratica/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/api-client';
import { ApiError } from '../../../../lib/api-error';
import { isFinished } from '../../../../lib/podcast-job';
import { PODCASTS_KEY } from './podcasts-key';

/** The generation notice reads the job's stored stage this often (ms) until it has completed or failed. */
const PODCAST_JOB_REFRESH_MS = 2_000;

/** `GET podcasts/jobs/{id}`: where one generation job stands, as the worker recorded it. */
function fetchPodcastJob(jobId: string, signal?: AbortSignal): Promise<PodcastJob> {
  return apiGet<PodcastJob>(`podcasts/jobs/${encodeURIComponent(jobId)}`, { signal });
}

/**
 * Follows one job while the tab is open. A failed read is shown in the notice, not in the banner: after a lost
 * connection or a 5xx the next read may answer; a 4xx (the job is gone) will not change by asking again.
 */
export function usePodcastJobQuery(jobId: string | null) {
  return useQuery({
    queryKey: [...PODCASTS_KEY, 'job', jobId],
    queryFn: ({ signal }) => fetchPodcastJob(jobId!, signal),
    enabled: jobId !== null,
    refetchInterval: (query) =>
      isFinished(query.state.data) || isRefused(query.state.error) ? false : PODCAST_JOB_REFRESH_MS,
  });
}

function isRefused(error: unknown): boolean {
  return error instanceof ApiError && error.status < 500;
}
