import type { PodcastJob } from '@socratica/contracts';
import { Group, Progress, Stack, Text } from '@mantine/core';

/** A job's recorded stage in words and its percent, as the worker stored them: nothing here is guessed. */
export function JobProgress({ job, label }: { job: PodcastJob; label: string }) {
  const percent = Math.round(job.percent);
  return (
    <Stack gap={4} miw={160}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm">{job.stage_text}</Text>
        <Text size="sm" fw={600}>
          {percent}%
        </Text>
      </Group>
      <Progress value={percent} aria-label={label} color={job.state === 'failed' ? 'red.9' : undefined} />
    </Stack>
  );
}
