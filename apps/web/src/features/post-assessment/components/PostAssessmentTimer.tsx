import { Group, Text, VisuallyHidden } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { formatMinutesSeconds } from '../../../lib/clock-time';

/** The last minute is shown in red and announced once; the rest is read only on request (role timer). */
const LAST_MINUTE = 60;

export function PostAssessmentTimer({
  secondsLeft,
  limitMinutes,
}: {
  secondsLeft: number;
  limitMinutes: number;
}) {
  const urgent = secondsLeft <= LAST_MINUTE;
  const limit = formatMinutesSeconds(limitMinutes * 60);
  return (
    <Group gap={6} wrap="nowrap" c={urgent ? 'red.8' : undefined}>
      <IconClock size={18} stroke={1.8} aria-hidden />
      <Text fw={urgent ? 700 : undefined}>
        Time left:{' '}
        <span role="timer" aria-label={`${formatMinutesSeconds(secondsLeft)} left of ${limit}`}>
          {formatMinutesSeconds(secondsLeft)}
        </span>{' '}
        <Text span c="dimmed" fw={400}>
          of {limit}
        </Text>
      </Text>
      <VisuallyHidden aria-live="polite">
        {secondsLeft === 0
          ? 'Time is up: your answers are being submitted.'
          : urgent
            ? 'One minute left.'
            : ''}
      </VisuallyHidden>
    </Group>
  );
}
