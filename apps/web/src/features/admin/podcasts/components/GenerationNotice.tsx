import type { PodcastJob } from '@socratica/contracts';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { errorText } from '../../../../lib/api-error';
import { ResponsiveModal } from '../../../../components/ResponsiveModal';
import { formatMinutesSeconds } from '../../../../lib/clock-time';
import { jobProvidersText } from '../../../../lib/podcast-job-providers';
import { JobProgress } from '../../../../components/JobProgress';
import { generationNoticeWords, isFinished } from '../../../../lib/podcast-job';

interface GenerationNoticeProps {
  opened: boolean;
  jobId: string;
  /** The server's own sentence on starting the job. */
  message: string;
  /** The job, read every 2 s until it has completed or failed. */
  job: UseQueryResult<PodcastJob>;
  onClose: () => void;
}

/**
 * Spec 2 §2's background-generation notice, with the job's real stage and percent (issue 13), never rotating
 * made-up stages. Closing it does not stop the job, which the jobs card keeps showing.
 */
export function GenerationNotice({ opened, jobId, message, job, onClose }: GenerationNoticeProps) {
  const words = generationNoticeWords(job.data);
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title={words.title}>
      <Stack gap="sm">
        <Text size="sm">{message}</Text>
        {!isFinished(job.data) && (
          <Text size="sm">
            The episode is generated in the background: you can close this notice and follow the job in the
            Generation jobs card.
          </Text>
        )}
        <Text size="sm" c="gray.8">
          Job ID: <code>{jobId.slice(0, 8)}</code>
        </Text>
        <div aria-live="polite">
          {job.data ? (
            <JobState job={job.data} />
          ) : job.isError ? null : (
            <Group gap="xs">
              <Loader size="xs" aria-hidden />
              <Text size="sm">Reading the job’s progress…</Text>
            </Group>
          )}
        </div>
        {job.isError && (
          <ErrorAlert title="The job’s progress could not be read">{errorText(job.error)}</ErrorAlert>
        )}
        <Group justify="flex-end">
          <Button onClick={onClose}>{words.closeLabel}</Button>
        </Group>
      </Stack>
    </ResponsiveModal>
  );
}

function JobState({ job }: { job: PodcastJob }) {
  if (job.state === 'failed') {
    return (
      <ErrorAlert title="Generation failed">
        {job.error ?? 'The job stopped without giving a reason.'} It can be retried from the Generation jobs
        card.
      </ErrorAlert>
    );
  }
  if (job.state === 'skipped') {
    return (
      <ErrorAlert title="Nothing was made">
        {job.error ?? 'The job ended without an episode, and without giving a reason.'}
      </ErrorAlert>
    );
  }
  if (job.state === 'completed') {
    return (
      <Alert color="teal" variant="light" title="The episode is published">
        “{job.title}” is in the episode table now.
      </Alert>
    );
  }
  return (
    <Stack gap={6}>
      <JobProgress job={job} label="Generation progress" />
      <Text size="xs" c="gray.8">
        {job.state === 'waiting' ? 'Waiting for its turn' : 'Running'} for{' '}
        {formatMinutesSeconds(job.elapsed_seconds)} · {jobProvidersText(job)}
      </Text>
    </Stack>
  );
}
