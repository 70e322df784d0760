import { Alert, Anchor, Button, Card, Center, Group, Loader, Stack, Text } from '@mantine/core';
import type { ReviewAnswerResult } from '@socratica/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { Page } from '../../../components/Page';
import { errorText } from '../../../lib/api-error';
import { useAnswerCard, useDueCards } from '../api/review-cards';
import { ReviewCardForm } from './ReviewCardForm';
import { ReviewEpisodeButton } from './ReviewEpisodeButton';
import { ReviewOutcome } from './ReviewOutcome';

const ORIGIN = {
  missed_item: 'Missed in a post-assessment',
  contradicted_claim: 'Your claim the source contradicts',
} as const;

/**
 * Spaced review (issue 40, decision 054): the due cards one at a time, each marked by meaning and shown with
 * its source and the day it comes back.
 */
export function ReviewPage() {
  const due = useDueCards();
  const answer = useAnswerCard();
  const [position, setPosition] = useState(0);
  const [outcome, setOutcome] = useState<ReviewAnswerResult | null>(null);
  const home = (
    <Anchor component={Link} to="/">
      Back to Home
    </Anchor>
  );

  if (due.isError) {
    return (
      <Page title="Review">
        <Alert color="yellow" variant="light" title="The review did not open" role="alert">
          {errorText(due.error)}
        </Alert>
        {home}
      </Page>
    );
  }
  if (!due.data) {
    return (
      <Page title="Review">
        <Center py="xl">
          <Loader aria-label="Loading the due cards" />
        </Center>
      </Page>
    );
  }

  const { cards } = due.data;
  const card = cards[position];
  if (!card) {
    const lead =
      cards.length === 0
        ? 'Nothing is due for review. Missed items and contradicted claims come back here on their day.'
        : `Review done: ${cards.length} ${cards.length === 1 ? 'card' : 'cards'} answered. Each comes back on the day its answer set.`;
    return (
      <Page title="Review" lead={lead}>
        {home}
      </Page>
    );
  }

  const next = () => {
    setOutcome(null);
    answer.reset();
    setPosition((p) => p + 1);
  };
  return (
    <Page
      title="Review"
      lead={`Card ${position + 1} of ${cards.length}${due.data.due > cards.length ? ` (${due.data.due} due in all)` : ''}: what you missed before, asked again.`}
    >
      <Card withBorder padding="md" component="section" aria-label={`Card ${position + 1}`}>
        <Stack gap="md">
          <Group gap="xs">
            <Text size="sm" c="gray.8">
              {card.topic} · {ORIGIN[card.origin]}
            </Text>
          </Group>
          {outcome ? (
            <>
              <Text fw={600}>{card.prompt}</Text>
              <ReviewOutcome result={outcome} />
              <Button onClick={next} style={{ alignSelf: 'flex-start' }}>
                {position + 1 < cards.length ? 'Next card' : 'Finish the review'}
              </Button>
            </>
          ) : (
            <ReviewCardForm
              key={card.id}
              card={card}
              sending={answer.isPending}
              onSubmit={(given) =>
                answer.mutate({ id: card.id, answer: given }, { onSuccess: (result) => setOutcome(result) })
              }
            />
          )}
          {answer.error && (
            <Alert color="red" variant="light" title="The answer was not marked" role="alert">
              {errorText(answer.error)}
            </Alert>
          )}
        </Stack>
      </Card>
      {position === 0 && !outcome && <ReviewEpisodeButton />}
      {home}
    </Page>
  );
}
