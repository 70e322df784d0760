import { Badge, Button, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClock, IconListNumbers, IconTargetArrow } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Spec 1 §2: a placeholder that describes the final assessment; it cannot be started yet. */
export function FinalAssessmentOverview() {
  return (
    <Card withBorder radius="md" padding="xl" maw={640}>
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Title order={2} size="h3">
            What to expect
          </Title>
          <Badge color="indigo.8" variant="filled">
            Coming soon
          </Badge>
        </Group>
        <Text>
          The final assessment checks everything you have learned across your sessions, in one sitting.
        </Text>
        <List spacing="sm" center>
          <List.Item icon={<ListIcon icon={<IconListNumbers size={16} />} />}>15 questions</List.Item>
          <List.Item icon={<ListIcon icon={<IconClock size={16} />} />}>20 to 30 minutes</List.Item>
          <List.Item icon={<ListIcon icon={<IconTargetArrow size={16} />} />}>Passing score: 80%</List.Item>
        </List>
        <Button size="md" disabled aria-describedby="final-assessment-availability">
          Start Final Assessment
        </Button>
        <Text id="final-assessment-availability" size="sm" c="gray.8">
          Coming soon: the final assessment is not available yet.
        </Text>
      </Stack>
    </Card>
  );
}

function ListIcon({ icon }: { icon: ReactNode }) {
  return (
    <ThemeIcon variant="light" size="md" radius="xl" aria-hidden>
      {icon}
    </ThemeIcon>
  );
}
