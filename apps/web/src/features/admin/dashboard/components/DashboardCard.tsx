import { Card, Group, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';

interface DashboardCardProps {
  title: string;
  value: number;
  /** What the figure counts: "12 active", "Last 24 hours". */
  note: string;
  /** The filtered view holding the rows the figure counts. */
  to: string;
  /** Names the link's destination for screen readers: "Open the audit log of the last 24 hours". */
  linkLabel: string;
}

/** One dashboard figure; the whole card is a link to the list it counts (issue 12). */
export function DashboardCard({ title, value, note, to, linkLabel }: DashboardCardProps) {
  return (
    <Card
      component={Link}
      to={to}
      withBorder
      radius="md"
      padding="md"
      aria-label={`${title}: ${value.toLocaleString('en-US')}, ${note}. ${linkLabel}`}
      style={{ textDecoration: 'none', color: 'inherit' }}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text fw={600} size="sm" c="gray.8">
          {title}
        </Text>
        <IconChevronRight size={18} aria-hidden />
      </Group>
      <Text fz={32} fw={700} lh={1.2} mt={4}>
        {value.toLocaleString('en-US')}
      </Text>
      <Text size="sm" c="dimmed">
        {note}
      </Text>
    </Card>
  );
}
