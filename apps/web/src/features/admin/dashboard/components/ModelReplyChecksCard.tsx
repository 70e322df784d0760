import type { DashboardStats } from '@socratica/contracts';
import { Card, Text } from '@mantine/core';

type ModelReplies = DashboardStats['model_replies'];

const figure = (n: number) => n.toLocaleString('en-US');

/** "2.5%", to one decimal: a rate near zero is what a good model shows, so "0%" would hide the first replaced reply. */
function rateOfReplaced({ checked, replaced }: ModelReplies): string {
  if (checked === 0) return '—';
  return `${((replaced / checked) * 100).toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;
}

/**
 * DESIGN D20: how often the model's tutor reply failed the checks twice and the learner got the
 * offline coach's reply instead. Not a link, unlike the other cards: there is no list of replies behind it.
 */
export function ModelReplyChecksCard({ replies }: { replies: ModelReplies }) {
  const rate = rateOfReplaced(replies);
  const checks =
    replies.checked === 0
      ? 'No model replies checked yet'
      : `${figure(replies.replaced)} of ${figure(replies.checked)} checked replaced, ${figure(replies.reasked)} asked again`;
  // Turns the model could not answer at all, which the offline coach took: worth an admin's eye when any.
  const note =
    replies.unanswered === 0
      ? checks
      : `${checks}; ${figure(replies.unanswered)} ${replies.unanswered === 1 ? 'turn' : 'turns'} the model left unanswered`;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      role="group"
      aria-label={`Model replies replaced: ${rate}, ${note}`}
    >
      <Text fw={600} size="sm" c="gray.8">
        Model replies replaced
      </Text>
      <Text fz={32} fw={700} lh={1.2} mt={4}>
        {rate}
      </Text>
      <Text size="sm" c="dimmed">
        {note}
      </Text>
    </Card>
  );
}
