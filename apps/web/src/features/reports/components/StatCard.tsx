import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

const NOT_ENOUGH_DATA = 'Not enough data yet';

interface StatCardProps {
  label: string;
  /** null shows 'Not enough data yet': the report never makes a number up (DESIGN D8). */
  value: ReactNode | null;
  /** A line under the value: a unit, a label such as 'Top performer!'. */
  note?: ReactNode;
  /** How the figure is computed, from the server. */
  formula?: string;
}

export function StatCard({ label, value, note, formula }: StatCardProps) {
  return (
    <Paper withBorder radius="md" p="md" h="100%">
      <Stack gap={6}>
        <Title order={3} size="sm" fw={600} c="gray.8">
          {label}
        </Title>
        {value === null ? (
          <Text fz="lg" fw={500} c="dimmed">
            {NOT_ENOUGH_DATA}
          </Text>
        ) : (
          <Text fz={28} fw={700} lh={1.2}>
            {value}
          </Text>
        )}
        {note && value !== null && <Text size="sm">{note}</Text>}
        {formula && (
          <Text component="details" size="sm" c="dimmed">
            <Text component="summary" size="sm" c="gray.8" style={{ cursor: 'pointer' }}>
              How is this computed?
            </Text>
            <Text size="sm" mt={4} c="gray.8">
              {formula}
            </Text>
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
