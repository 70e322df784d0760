import type { PodcastJob } from '@socratica/contracts';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { DataTableColumn } from 'mantine-datatable';
import { useRef } from 'react';
import { useAdminBanner } from '../../shell/admin-banner';
import { actionFailureText } from '../../shell/admin-failure-text';
import { AdminTable } from '../../shell/AdminTable';
import { isRepeatClick } from '../../../../components/act-once';
import { SectionCard } from '../../shell/SectionCard';
import { usePodcastJobsQuery, useRetryPodcastJobMutation } from '../api/podcast-jobs';
import { formatMinutesSeconds } from '../../../../lib/clock-time';
import { useRefreshOnPublish } from '../hooks/use-refresh-on-publish';
import { jobProvidersText } from '../../../../lib/podcast-job-providers';
import { JobProgress } from '../../../../components/JobProgress';

const STATE_BADGES: Record<PodcastJob['state'], { label: string; color: string }> = {
  active: { label: 'Active', color: 'blue.9' },
  waiting: { label: 'Waiting', color: 'gray.8' },
  failed: { label: 'Failed', color: 'red.9' },
  completed: { label: 'Completed', color: 'teal.9' },
  skipped: { label: 'Skipped', color: 'orange.9' },
};

/**
 * Every generation job that is running, waiting or has failed (issue 13), followed every 5 s while one is
 * active or waiting; a failed one can be tried again.
 */
export function PodcastJobsCard() {
  const jobs = usePodcastJobsQuery();
  const retry = useRetryPodcastJobMutation();
  const banner = useAdminBanner();
  useRefreshOnPublish(jobs.data);
  // Set at the click itself: a second click can come before the button turns busy.
  const retrying = useRef(false);

  function retryJob(job: PodcastJob) {
    if (retrying.current) return;
    retrying.current = true;
    retry.mutate(job.id, {
      onSettled: () => {
        retrying.current = false;
      },
      onSuccess: () => notifications.show({ color: 'green', message: `“${job.title}” is queued again.` }),
      onError: (error) => banner.show(actionFailureText('Job retry failed', error)),
    });
  }

  const columns: DataTableColumn<PodcastJob>[] = [
    {
      accessor: 'title',
      title: 'Episode',
      render: ({ title, topic, state }) => (
        <Stack gap={4} align="flex-start">
          <Text size="sm" fw={500}>
            {title}
          </Text>
          <Text size="xs" c="gray.8">
            {topic}
          </Text>
          <Badge variant="light" color={STATE_BADGES[state].color}>
            {STATE_BADGES[state].label}
          </Badge>
        </Stack>
      ),
    },
    { accessor: 'requested_by', title: 'Requested by' },
    {
      accessor: 'stage_text',
      title: 'Stage',
      width: 260,
      render: (job) => (
        <Stack gap={4}>
          <JobProgress job={job} label={`Progress of ${job.title}`} />
          {job.error && (
            <Text size="xs" c="red.9">
              {job.error}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      accessor: 'elapsed_seconds',
      title: 'Elapsed',
      render: ({ elapsed_seconds }) => formatMinutesSeconds(elapsed_seconds),
    },
    { accessor: 'attempts', title: 'Attempts' },
    {
      accessor: 'providers',
      title: 'Written and spoken by',
      render: (job) => jobProvidersText(job),
    },
    {
      accessor: 'actions',
      title: 'Actions',
      noWrap: true,
      render: (job) =>
        job.state === 'failed' ? (
          <Button
            size="compact-sm"
            variant="outline"
            aria-label={`Retry ${job.title}`}
            loading={retry.isPending && retry.variables === job.id}
            disabled={retry.isPending && retry.variables !== job.id}
            onClick={(event) => {
              if (!isRepeatClick(event)) retryJob(job);
            }}
          >
            Retry
          </Button>
        ) : null,
    },
  ];

  const counts = jobs.data?.counts;
  return (
    <SectionCard
      title="Generation jobs"
      description={
        counts ? (
          <Group component="span" gap="xs">
            <span>{counts.active} active</span>
            <span aria-hidden>·</span>
            <span>{counts.waiting} waiting</span>
            <span aria-hidden>·</span>
            <span>{counts.failed} failed</span>
          </Group>
        ) : (
          'Episodes being generated, waiting their turn, or failed.'
        )
      }
    >
      <AdminTable
        label="Generation jobs"
        columns={columns}
        records={jobs.data?.jobs}
        query={jobs}
        emptyText="No job is running, waiting or failed."
        minWidth={980}
      />
    </SectionCard>
  );
}
