import { Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { JobProgress } from '../../../components/JobProgress';
import { errorText } from '../../../lib/api-error';
import { isFinished, usePodcastJob } from '../../../lib/podcast-job';
import { PODCASTS_KEY } from '../api/podcast-schedules';

/**
 * A run going on now: "Generating…" with the job's stored stage and percent, read every 2 s. When it ends the
 * list reloads, so the card shows the episode or the error, and the feed its new episode.
 */
export function RunProgress({ jobId, title }: { jobId: string; title: string }) {
  const job = usePodcastJob(jobId);
  const queryClient = useQueryClient();
  const finished = isFinished(job.data);

  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: PODCASTS_KEY });
  }, [finished, queryClient]);

  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        Generating…
      </Text>
      {job.data && <JobProgress job={job.data} label={`Generation progress of ${title}`} />}
      {job.isError && (
        <Text size="sm" c="gray.8">
          Its progress cannot be read: {errorText(job.error)}
        </Text>
      )}
    </Stack>
  );
}
