import { Button, Group } from '@mantine/core';
import { GENERATION_IN_PROGRESS_DETAIL, type PodcastSchedule } from '@socratica/contracts';
import { IconBolt, IconPencil, IconPlayerPause, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import type { DateTime } from 'luxon';
import { confirmAction } from '../../../components/act-once';
import { useDeleteSchedule } from '../api/delete-schedule';
import { useGenerateNow } from '../api/generate-now';
import { useToggleSchedule } from '../api/toggle-schedule';
import { isOverdue } from '../next-generation-text';
import {
  GENERATION_RUNS_IN_BACKGROUND,
  generateNowFailureText,
  isGenerationInProgress,
  SCHEDULE_FAILURES,
  serverDetail,
} from '../schedule-failure-text';
import type { ScheduleFailure } from './ScheduleBanner';
import { showAlert } from './show-alert';

interface ScheduleActionsProps {
  schedule: PodcastSchedule;
  now: DateTime;
  /** The reader's daily limit, which Generate Now counts toward; null for an admin. */
  dailyLimit: number | null;
  onEdit: (schedule: PodcastSchedule) => void;
  onFailure: (failure: ScheduleFailure) => void;
}

/**
 * The Generate Now confirmation: spec 2 §5's words where a slot is due (the server then moves the next
 * generation time on), and where none is, what really happens (issue 39): nothing is due, the next time
 * stays, and a learner's episode counts toward the day's limit.
 */
function generateNowQuestion(schedule: PodcastSchedule, now: DateTime, dailyLimit: number | null): string {
  if (isOverdue(schedule.next_generation_time, now)) {
    return `Generate podcast episode now for "${schedule.title}"? This will update the next generation time.`;
  }
  const limit =
    dailyLimit === null
      ? 'The next generation time stays as it is.'
      : `It counts toward today’s limit of ${dailyLimit}, and the next generation time stays as it is.`;
  return `No episode is due yet for "${schedule.title}". Make one now? ${limit}`;
}

/** Spec 2 §2's actions on one card: Generate Now (on every active card, issue 39), Edit, Pause or Resume, Delete. */
export function ScheduleActions({ schedule, now, dailyLimit, onEdit, onFailure }: ScheduleActionsProps) {
  const generate = useGenerateNow();
  const toggle = useToggleSchedule();
  const remove = useDeleteSchedule();
  const { id, title, is_active: active } = schedule;
  // Every schedule that runs offers it (issue 39: due slots run within seconds, so "only when overdue" meant
  // never); it stays on screen while its request runs.
  const offersGenerateNow = active || generate.isPending;
  const generating = generate.isPending || schedule.generating;
  const generateLabel = generating ? 'Generating...' : 'Generate Now';

  const askGenerateNow = () =>
    confirmAction({
      title: 'Generate Now',
      message: generateNowQuestion(schedule, now, dailyLimit),
      confirmLabel: 'Generate episode',
      onConfirm: () =>
        generate.mutate(id, {
          onSuccess: (reply) =>
            showAlert({
              title: 'Generation started',
              message: `${reply.message} ${GENERATION_RUNS_IN_BACKGROUND}`,
            }),
          onError: (error) =>
            isGenerationInProgress(error)
              ? showAlert({ title: 'Already generating', message: GENERATION_IN_PROGRESS_DETAIL })
              : showAlert({ title: 'Generation failed', message: generateNowFailureText(error) }),
        }),
    });

  const askDelete = () =>
    confirmAction({
      title: 'Delete schedule',
      message: `Are you sure you want to delete "${title}"? This action cannot be undone.`,
      confirmLabel: 'Delete schedule',
      destructive: true,
      onConfirm: () =>
        remove.mutate(id, {
          onError: (error) => onFailure({ text: SCHEDULE_FAILURES.delete, detail: serverDetail(error) }),
        }),
    });

  const switchStatus = () =>
    toggle.mutate(id, {
      onError: (error) => onFailure({ text: SCHEDULE_FAILURES.toggle, detail: serverDetail(error) }),
    });

  return (
    <Group gap="xs" wrap="wrap">
      {offersGenerateNow && (
        <Button
          size="xs"
          leftSection={<IconBolt size={14} aria-hidden />}
          aria-label={`${generateLabel} ${title}`}
          disabled={generating}
          onClick={askGenerateNow}
        >
          {generateLabel}
        </Button>
      )}
      <Button
        size="xs"
        variant="default"
        leftSection={<IconPencil size={14} aria-hidden />}
        aria-label={`Edit ${title}`}
        onClick={() => onEdit(schedule)}
      >
        Edit
      </Button>
      <Button
        size="xs"
        variant="default"
        leftSection={
          active ? <IconPlayerPause size={14} aria-hidden /> : <IconPlayerPlay size={14} aria-hidden />
        }
        aria-label={`${active ? 'Pause' : 'Resume'} ${title}`}
        disabled={toggle.isPending}
        onClick={switchStatus}
      >
        {active ? 'Pause' : 'Resume'}
      </Button>
      <Button
        size="xs"
        variant="outline"
        color="red.9"
        leftSection={<IconTrash size={14} aria-hidden />}
        aria-label={`Delete ${title}`}
        disabled={remove.isPending}
        onClick={askDelete}
      >
        Delete
      </Button>
    </Group>
  );
}
