import type { PodcastJobList } from '@socratica/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { PUBLISHED_EPISODE_KEYS } from '../api/podcasts-key';

/**
 * The jobs list holds running and failed jobs only: a job that was running and has left the list has
 * finished, and has published its episode (a learner's, a schedule's or another admin's), so the table and
 * the stat cards reload.
 */
export function useRefreshOnPublish(list: PodcastJobList | undefined) {
  const queryClient = useQueryClient();
  const running = useRef<ReadonlySet<string>>(new Set());

  useEffect(() => {
    if (!list) return;
    const listed = new Set(list.jobs.map((job) => job.id));
    const published = [...running.current].some((id) => !listed.has(id));
    running.current = new Set(
      list.jobs.filter((job) => job.state === 'active' || job.state === 'waiting').map((job) => job.id),
    );
    if (published) {
      for (const queryKey of PUBLISHED_EPISODE_KEYS) void queryClient.invalidateQueries({ queryKey });
    }
  }, [list, queryClient]);
}
