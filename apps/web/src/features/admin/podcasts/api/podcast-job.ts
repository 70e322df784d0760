import type { PodcastJob } from '@socratica/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/api-client';
import { ApiError } from '../../../../lib/api-error';
import { PODCASTS_KEY } from './podcasts-key';

/** The generation notice reads the job's stored stage this often (ms) until it has completed or failed. */
export const PODCAST_JOB_REFRESH_MS = 2_000;

/** `GET podcasts/jobs/{id}`: where one generation job stands, as the worker recorded it. */
export function fetchPodcastJob(jobId: string, signal?: AbortSignal): Promise<PodcastJob> {
  return apiGet<PodcastJob>(`podcasts/jobs/${encodeURIComponent(jobId)}`, { signal });
}

export function isFinished(job: PodcastJob | undefined): boolean {
  return job?.state === 'completed' || job?.state === 'failed';
}

/**
 * Follows one job while the tab is open. A failed read is shown in the notice, not in the banner: the next
 * read two seconds later usually answers.
 */
export function usePodcastJobQuery(jobId: string | null) {
  return useQuery({
    queryKey: [...PODCASTS_KEY, 'job', jobId],
    queryFn: ({ signal }) => fetchPodcastJob(jobId!, signal),
    enabled: jobId !== null,
    refetchInterval: (query) =>
      isFinished(query.state.data) || isGone(query.state.error) ? false : PODCAST_JOB_REFRESH_MS,
  });
}

/** A job the server does not know (404) will not come back by asking again. */
function isGone(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
