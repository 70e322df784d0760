import type { TimeAllocation } from '@socratica/contracts';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';

/** How the server split the learner's time (spec 1 §9), as it answered when the session started. */
export function AllocationSummary({ allocation }: { allocation: TimeAllocation }) {
  const parts = [
    ['Pre-assessment', allocation.pre_assessment_minutes],
    ['Learning session', allocation.chat_learning_minutes],
    ['Post-assessment', allocation.post_assessment_minutes],
  ] as const;

  return (
    <Paper withBorder radius="md" p="md">
      <Text fw={600} mb="xs">
        Your {allocation.total_minutes}-minute plan
      </Text>
      <SimpleGrid cols={{ base: 3 }} spacing="xs" component="dl" m={0}>
        {parts.map(([label, minutes]) => (
          <Stack key={label} gap={0}>
            <Text component="dt" size="sm" c="dimmed">
              {label}
            </Text>
            <Text component="dd" m={0} fw={600}>
              {minutes} min
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
