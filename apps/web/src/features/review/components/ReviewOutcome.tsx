import { Anchor, Badge, Blockquote, Group, Stack, Text } from '@mantine/core';
import type { ReviewAnswerResult, ReviewCredit } from '@socratica/contracts';

const CREDIT: Record<ReviewCredit, { label: string; color: string }> = {
  full: { label: 'Right', color: 'teal.9' },
  partial: { label: 'Partly right', color: 'yellow.4' },
  none: { label: 'Not right', color: 'red.9' },
};

const longDate = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** An answered card: the marking, the accepted answer with its source, and when the card comes back. */
export function ReviewOutcome({ result }: { result: ReviewAnswerResult }) {
  const credit = CREDIT[result.credit];
  const { source } = result;
  return (
    <Stack gap="xs" aria-label="Marking" role="region">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Badge color={credit.color} variant="filled" autoContrast style={{ flexShrink: 0 }}>
          {credit.label}
        </Badge>
        <Text size="sm" c="gray.8">
          {result.feedback}
        </Text>
      </Group>
      {result.accepted_answer && <Text size="sm">The answer: “{result.accepted_answer}”</Text>}
      {source && (
        <Blockquote p="xs" color="gray" cite={source.url ? undefined : `Source: ${source.name}`}>
          {source.sentence && <Text size="sm">{source.sentence}</Text>}
          {source.url && (
            <Text size="sm" mt={source.sentence ? 4 : 0}>
              Source:{' '}
              <Anchor href={source.url} target="_blank" rel="noreferrer">
                {source.name}
              </Anchor>
            </Text>
          )}
        </Blockquote>
      )}
      <Text size="sm" fw={600}>
        Comes back on {longDate.format(new Date(result.next_due_at))}.
      </Text>
    </Stack>
  );
}
