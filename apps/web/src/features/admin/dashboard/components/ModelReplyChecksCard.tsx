import type { DashboardStats } from '@socratica/contracts';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { COACH_OUTCOMES, failedTasksText } from '../coach-outcomes';

type ModelReplies = DashboardStats['model_replies'];

const figure = (n: number) => n.toLocaleString('en-US');

/** "2.5%", to one decimal: a rate near zero is what a good model shows, so "0%" would hide the first replaced reply. */
function rateOfReplaced({ checked, replaced }: ModelReplies): string {
  if (checked === 0) return '—';
  return `${((replaced / checked) * 100).toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;
}

/**
 * DESIGN D20 and issue 38: how the model's work fared with the checks. The headline is the share of checked
 * replies replaced; under it each count with its definition and a link to its rows.
 */
export function ModelReplyChecksCard({
  replies,
  rowsLink,
}: {
  replies: ModelReplies;
  rowsLink: (outcome: string) => string;
}) {
  const rate = rateOfReplaced(replies);
  const checked =
    replies.checked === 0
      ? 'No model replies checked yet'
      : `${figure(replies.replaced)} of ${figure(replies.checked)} checked replaced, ${figure(replies.reasked)} asked again`;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      role="group"
      aria-label={`Model replies replaced: ${rate}, ${checked}`}
    >
      <Text fw={600} size="sm" c="gray.8">
        Model replies replaced
      </Text>
      <Text fz={32} fw={700} lh={1.2} mt={4}>
        {rate}
      </Text>
      <Text size="sm" c="dimmed">
        {checked}
      </Text>
      <Stack gap="xs" mt="sm">
        {COACH_OUTCOMES.map(({ outcome, title, definition, figure: count }) => {
          const n = count(replies);
          const byTask = outcome === 'failed' ? failedTasksText(replies.failed_outside_chat) : '';
          return (
            <div key={outcome}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" fw={600}>
                  {title}: {figure(n)}
                </Text>
                {n > 0 && (
                  <Button
                    component={Link}
                    to={rowsLink(outcome)}
                    variant="subtle"
                    size="compact-sm"
                    aria-label={`Show the ${title.toLowerCase()} rows`}
                  >
                    Show rows
                  </Button>
                )}
              </Group>
              <Text size="xs" c="dimmed">
                {definition}
                {byTask && ` (${byTask})`}
              </Text>
            </div>
          );
        })}
      </Stack>
    </Card>
  );
}
