import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import type { PodcastSchedule, ScheduleLastRun } from '@socratica/contracts';
import { IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useRetryRun } from '../api/retry-run';
import { SCHEDULE_FAILURES, serverDetail } from '../schedule-failure-text';
import type { ScheduleFailure } from './ScheduleBanner';
import { RunProgress } from './RunProgress';

interface LastRunOutcomeProps {
  schedule: PodcastSchedule;
  onFailure: (failure: ScheduleFailure) => void;
}

/**
 * Issue 14 §4: what the scheduler last did for this schedule. The episode it made, found in the archive by its
 * title; or the job's own error with Retry; or why the slot was skipped; or the run going on now, with its
 * stored progress.
 */
export function LastRunOutcome({ schedule, onFailure }: LastRunOutcomeProps) {
  const run = schedule.last_run;
  if (run && (run.state === 'waiting' || run.state === 'active'))
    return <RunProgress jobId={run.job_id} title={schedule.title} />;
  // A run the list does not describe yet (it has only just been queued).
  if (schedule.generating) return <Text size="sm">Generating…</Text>;
  if (run?.state === 'failed') return <FailedRun run={run} title={schedule.title} onFailure={onFailure} />;
  if (run?.state === 'completed') return <MadeEpisode run={run} />;
  if (run?.state === 'skipped') return <SkippedRun run={run} />;
  return null;
}

/** Issue 24: the slot made nothing because the sources had nothing new; the reason says what would help. */
function SkippedRun({ run }: { run: ScheduleLastRun }) {
  return (
    <Text size="sm" c="red.9">
      {run.error ?? 'Skipped: the sources had nothing this schedule has not covered.'}
    </Text>
  );
}

function MadeEpisode({ run }: { run: ScheduleLastRun }) {
  if (run.episode_id === null || run.episode_title === null) {
    return <Text size="sm">Last run completed.</Text>;
  }
  const search = new URLSearchParams({ tab: 'archive', q: run.episode_title });
  return (
    <Text size="sm">
      Last episode:{' '}
      <Anchor component={Link} to={`/podcasts?${search}`} fw={600}>
        {run.episode_title}
      </Anchor>
    </Text>
  );
}

interface FailedRunProps {
  run: ScheduleLastRun;
  title: string;
  onFailure: (failure: ScheduleFailure) => void;
}

function FailedRun({ run, title, onFailure }: FailedRunProps) {
  const retry = useRetryRun();
  return (
    <Stack gap={6}>
      <Text size="sm" c="red.9">
        Last run failed: {run.error ?? 'the job stopped without giving a reason.'}
      </Text>
      <Group>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconRefresh size={14} aria-hidden />}
          aria-label={`Retry the last run of ${title}`}
          disabled={retry.isPending}
          onClick={() =>
            retry.mutate(run.job_id, {
              onError: (error) => onFailure({ text: SCHEDULE_FAILURES.retry, detail: serverDetail(error) }),
            })
          }
        >
          Retry
        </Button>
      </Group>
    </Stack>
  );
}
