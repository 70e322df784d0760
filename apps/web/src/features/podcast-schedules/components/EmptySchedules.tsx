import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';

/** Spec 2 §2's empty state. */
export function EmptySchedules({ onCreate }: { onCreate: () => void }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm" ta="center">
        <Title order={3}>No Schedules Yet</Title>
        <Text c="gray.8" maw={520}>
          A schedule makes an episode on its own, daily, weekly or monthly, at the Eastern time you choose.
        </Text>
        <Button leftSection={<IconCalendarPlus size={16} aria-hidden />} onClick={onCreate}>
          Create Your First Schedule
        </Button>
      </Stack>
    </Paper>
  );
}
