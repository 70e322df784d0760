import type { PodcastJob } from '@socratica/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from './api-client';
import { ApiError } from './api-error';

const JOB_POLL_MS = 2_000;

function fetchPodcastJob(jobId: string): Promise<PodcastJob> {
  return apiGet<PodcastJob>(`podcasts/jobs/${encodeURIComponent(jobId)}`);
}

/** Whether the job has ended: published, failed, or skipped for want of new material (issue 24). */
export function isFinished(job: PodcastJob | undefined): boolean {
  return job?.state === 'completed' || job?.state === 'failed' || job?.state === 'skipped';
}

/** Spec 2 §2's words on the notice's button while the job runs. */
const CLOSE_RUNNING_NOTICE = 'Got it, I’ll check back later';

/** Issue 39: the notice's title and button say where the job is, once it has ended. */
export function generationNoticeWords(job: PodcastJob | undefined): { title: string; closeLabel: string } {
  return {
    title: job?.state === 'completed' ? 'Podcast Ready' : 'Generating Podcast',
    closeLabel: isFinished(job) ? 'Done' : CLOSE_RUNNING_NOTICE,
  };
}

/**
 * When to ask again: every 2 s until the job has finished. A 4xx (the job is gone, or not the caller's) will
 * not change on asking again; a lost connection or a 5xx may.
 */
function nextPoll(job: PodcastJob | undefined, error: unknown): number | false {
  if (isFinished(job)) return false;
  if (error instanceof ApiError && error.status < 500) return false;
  return JOB_POLL_MS;
}

/**
 * The job's stored stage and percent, read every 2 s. Kept outside the `podcasts` keys, which its completion
 * invalidates.
 */
export function usePodcastJob(jobId: string) {
  return useQuery({
    queryKey: ['podcast-job', jobId],
    queryFn: () => fetchPodcastJob(jobId),
    refetchInterval: (query) => nextPoll(query.state.data, query.state.error),
  });
}
