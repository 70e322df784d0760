import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import type { PodcastJob } from '@socratica/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { JobProgress } from '../../../components/JobProgress';
import { jobProvidersText } from '../../../lib/podcast-job-providers';
import { errorText } from '../../../lib/api-error';
import { generationNoticeWords, usePodcastJob } from '../../../lib/podcast-job';

interface GenerationNoticeProps {
  jobId: string;
  title: string;
  /** D17: where the finished episode shows. */
  isAdmin: boolean;
  isFeatured: boolean;
  onClose: () => void;
}

/** The "Generating Podcast" notice: the job's real stage and percent, read every 2 s until it ends. */
export function GenerationNotice({ jobId, title, isAdmin, isFeatured, onClose }: GenerationNoticeProps) {
  const job = usePodcastJob(jobId);
  const queryClient = useQueryClient();
  const state = job.data?.state;
  const completed = state === 'completed';
  const words = generationNoticeWords(job.data);

  // The new episode is in the feed and the archive now: every podcasts list reloads.
  useEffect(() => {
    if (completed) void queryClient.invalidateQueries({ queryKey: ['podcasts'] });
  }, [completed, queryClient]);

  return (
    <Modal opened onClose={onClose} title={words.title} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="sm">
        <Text>{introduction(title, state)}</Text>
        <Text size="sm" c="gray.8">
          Job ID: <code>{jobId.slice(0, 8)}</code>
        </Text>
        {job.data ? (
          <JobState job={job.data} isAdmin={isAdmin} isFeatured={isFeatured} />
        ) : job.isError ? null : (
          <Group gap="xs">
            <Loader size="xs" aria-hidden />
            <Text size="sm">Checking the job…</Text>
          </Group>
        )}
        {job.isError && (
          <ErrorAlert title="Could not read the job’s progress">{errorText(job.error)}</ErrorAlert>
        )}
        <Group justify="flex-end">
          <Button onClick={onClose}>{words.closeLabel}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The notice's first words, true to where the job is. */
function introduction(title: string, state: PodcastJob['state'] | undefined): string {
  switch (state) {
    case 'completed':
      return `“${title}” is ready to play.`;
    case 'failed':
      return `“${title}” could not be made.`;
    case 'skipped':
      return `“${title}” was not made: there was nothing new to say.`;
    default:
      return `“${title}” is being generated. Generation typically takes a few minutes; you can close this notice and check back later.`;
  }
}

function JobState({ job, isAdmin, isFeatured }: { job: PodcastJob; isAdmin: boolean; isFeatured: boolean }) {
  if (job.state === 'failed') {
    return (
      <ErrorAlert title="Generation failed">
        {job.error ?? 'The job stopped without giving a reason.'}
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
      <Alert color="green" variant="light" title="Your episode is ready" role="status">
        {whereItShows(isAdmin, isFeatured)}
      </Alert>
    );
  }
  return (
    <Stack gap={6}>
      <JobProgress job={job} label="Generation progress" />
      <Text size="xs" c="gray.8">
        {jobProvidersText(job)}
      </Text>
    </Stack>
  );
}

function whereItShows(isAdmin: boolean, isFeatured: boolean): string {
  if (!isAdmin) return 'It appears in your Latest Episodes, marked “Just for you”.';
  return isFeatured
    ? 'It appears in everyone’s Latest Episodes and in the archive.'
    : 'It appears in everyone’s archive.';
}
