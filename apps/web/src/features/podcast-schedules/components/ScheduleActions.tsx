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
  onEdit: (schedule: PodcastSchedule) => void;
  onFailure: (failure: ScheduleFailure) => void;
}

/** Spec 2 §2's actions on one card: Generate Now (when due), Edit, Pause or Resume, Delete. */
export function ScheduleActions({ schedule, now, onEdit, onFailure }: ScheduleActionsProps) {
  const generate = useGenerateNow();
  const toggle = useToggleSchedule();
  const remove = useDeleteSchedule();
  const { id, title, is_active: active } = schedule;
  // Only a schedule that runs and has missed its slot offers it; it stays on screen while its request runs.
  const offersGenerateNow = (active && isOverdue(schedule.next_generation_time, now)) || generate.isPending;
  const generating = generate.isPending || schedule.generating;
  const generateLabel = generating ? 'Generating...' : 'Generate Now';

  const askGenerateNow = () =>
    confirmAction({
      title: 'Generate Now',
      message: `Generate podcast episode now for "${title}"? The schedule’s regular times stay as they are.`,
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
