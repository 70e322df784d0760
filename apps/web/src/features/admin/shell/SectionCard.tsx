import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface SectionCardProps {
  title: string;
  /** One line under the title: what the part is for. */
  description?: ReactNode;
  /** A button beside the title (the list's add button). */
  action?: ReactNode;
  children: ReactNode;
}

/** One part of a tab, under its own heading. A table in it scrolls sideways inside the card on narrow screens. */
export function SectionCard({ title, description, action, children }: SectionCardProps) {
  return (
    <Card withBorder padding="md" component="section" aria-label={title} miw={0}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} style={{ flex: '1 1 16rem' }}>
            <Title order={2} size="h3">
              {title}
            </Title>
            {description && (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            )}
          </Stack>
          {action}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
