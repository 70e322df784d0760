import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { usePodcastJobQuery } from '../api/podcast-job';
import { PODCAST_JOBS_KEY, PUBLISHED_EPISODE_KEYS } from '../api/podcasts-key';

/**
 * Follows the job the admin just started, closed notice or not, for as long as the tab is open; once it has
 * published its episode the table and the stat cards reload, and the jobs card drops it.
 */
export function useGenerationWatch(jobId: string | null) {
  const queryClient = useQueryClient();
  const job = usePodcastJobQuery(jobId);
  const state = job.data?.id === jobId ? job.data?.state : undefined;

  useEffect(() => {
    if (state !== 'completed' && state !== 'failed' && state !== 'skipped') return;
    const keys = state === 'completed' ? [...PUBLISHED_EPISODE_KEYS, PODCAST_JOBS_KEY] : [PODCAST_JOBS_KEY];
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  }, [queryClient, state]);

  return job;
}
