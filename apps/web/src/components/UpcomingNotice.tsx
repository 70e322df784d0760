import { Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** States plainly that a part of the product is not built yet, instead of showing fake content. */
export function UpcomingNotice({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Group gap="md" wrap="nowrap">
        <ThemeIcon variant="light" size="lg" radius="xl" aria-hidden>
          <IconHourglassHigh size={20} stroke={1.8} />
        </ThemeIcon>
        <Text>{children}</Text>
      </Group>
    </Paper>
  );
}
