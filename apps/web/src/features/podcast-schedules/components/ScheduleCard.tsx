import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import {
  PAUSED_NEXT_TEXT,
  type PodcastSchedule,
  type ScheduleFrequency,
  type ScheduleModelLabels,
} from '@socratica/contracts';
import { IconCalendarEvent, IconCalendarMonth, IconCalendarWeek, type Icon } from '@tabler/icons-react';
import type { DateTime } from 'luxon';
import { voiceName } from '../../../lib/podcast-choices';
import { formatEastern } from '../../../lib/time';
import { nextGenerationText } from '../next-generation-text';
import { FREQUENCY_LABELS, generationTimeText, modelLabel } from '../schedule-labels';
import { LastRunOutcome } from './LastRunOutcome';
import { ScheduleActions } from './ScheduleActions';
import type { ScheduleFailure } from './ScheduleBanner';
import classes from './ScheduleCard.module.css';
import { ScheduleFacts } from './ScheduleFacts';

const FREQUENCY_ICONS: Record<ScheduleFrequency, Icon> = {
  daily: IconCalendarEvent,
  weekly: IconCalendarWeek,
  monthly: IconCalendarMonth,
};

interface ScheduleCardProps {
  schedule: PodcastSchedule;
  modelLabels: ScheduleModelLabels;
  /** D17: the episodes the reader may make a day, which Generate Now counts toward; null for an admin. */
  dailyLimit: number | null;
  /** D17: an admin sees everyone's schedules, each with its owner. */
  showOwner: boolean;
  now: DateTime;
  onEdit: (schedule: PodcastSchedule) => void;
  onFailure: (failure: ScheduleFailure) => void;
}

/** One schedule (spec 2 §2): what it makes and when, how its last run went, and what can be done with it. */
export function ScheduleCard({
  schedule,
  modelLabels,
  dailyLimit,
  showOwner,
  now,
  onEdit,
  onFailure,
}: ScheduleCardProps) {
  const FrequencyIcon = FREQUENCY_ICONS[schedule.frequency];
  const headingId = `schedule-${schedule.id}`;
  const facts: [string, string][] = [
    ['Topic', schedule.topic],
    ['Duration', `${schedule.duration_minutes} min`],
    ['Time', generationTimeText(schedule.generation_time)],
    ['Voice', voiceName(schedule.voice)],
    ['Model', modelLabel(schedule, modelLabels)],
    ['Episodes generated', String(schedule.total_episodes_generated)],
    // Issue 39: a paused schedule makes nothing, so it names no next time (which would soon read "Overdue").
    ['Next', schedule.is_active ? nextGenerationText(schedule.next_generation_time, now) : PAUSED_NEXT_TEXT],
  ];
  if (schedule.last_generated_at) facts.push(['Last generated', formatEastern(schedule.last_generated_at)]);

  return (
    <Card
      withBorder
      padding="md"
      radius="md"
      component="article"
      aria-labelledby={headingId}
      className={classes.card}
      mod={{ paused: !schedule.is_active }}
    >
      <Stack gap="xs" h="100%">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Group gap={6} wrap="nowrap">
            <FrequencyIcon size={18} aria-hidden />
            <Text size="sm" fw={600}>
              {FREQUENCY_LABELS[schedule.frequency]}
            </Text>
          </Group>
          <Badge variant="outline" color={schedule.is_active ? 'teal.9' : 'gray.8'}>
            {schedule.is_active ? 'Active' : 'Paused'}
          </Badge>
        </Group>
        <div>
          <Title order={3} size="h4" id={headingId}>
            {schedule.title}
          </Title>
          {showOwner && (
            <Text size="sm" c="gray.8">
              by {schedule.owner.username}
            </Text>
          )}
        </div>
        {schedule.description && (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {schedule.description}
          </Text>
        )}
        <ScheduleFacts facts={facts} />
        {!schedule.is_active && schedule.paused_reason && (
          <Text size="sm" role="note" c="red.9">
            {schedule.paused_reason}
          </Text>
        )}
        <LastRunOutcome schedule={schedule} onFailure={onFailure} />
        <Stack mt="auto" pt="xs">
          <ScheduleActions
            schedule={schedule}
            now={now}
            dailyLimit={dailyLimit}
            onEdit={onEdit}
            onFailure={onFailure}
          />
        </Stack>
      </Stack>
    </Card>
  );
}
