import { Button, Card, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import type { CardsDue, ReviewTally } from '@socratica/contracts';
import { Link } from 'react-router';
import { dayOf } from '../progress-dates';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Reviews done, as a bar of right, partial and wrong answers, and the cards due. The bar is a picture of the
 * sentence under it, so it is hidden from assistive technology.
 */
export function ReviewStats({
  reviews,
  cards,
  withReviewButton = false,
}: {
  reviews: ReviewTally;
  cards: CardsDue;
  withReviewButton?: boolean;
}) {
  const share = (n: number) => (reviews.done === 0 ? 0 : (100 * n) / reviews.done);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <Card withBorder padding="md">
        <Stack gap={6}>
          <Text size="sm" c="gray.8">
            Reviews done
          </Text>
          <Text fz={28} fw={700} lh={1}>
            {reviews.done}
          </Text>
          {reviews.done > 0 && (
            <Progress.Root size="lg" aria-hidden>
              <Progress.Section value={share(reviews.right)} color="teal.7" />
              <Progress.Section value={share(reviews.partial)} color="yellow.5" />
              <Progress.Section value={share(reviews.wrong)} color="red.7" />
            </Progress.Root>
          )}
          <Text size="sm">
            {reviews.done === 0
              ? 'No review answered yet.'
              : `${reviews.right} right · ${reviews.partial} partial · ${reviews.wrong} wrong`}
          </Text>
        </Stack>
      </Card>
      <Card withBorder padding="md">
        <Stack gap={6}>
          <Text size="sm" c="gray.8">
            Cards due now
          </Text>
          <Text fz={28} fw={700} lh={1}>
            {cards.due_now}
          </Text>
          <Text size="sm">
            {cards.total === 0
              ? 'No review card yet: a missed question becomes one.'
              : `${plural(cards.total, 'card', 'cards')} in all. ${
                  cards.next_due_at
                    ? `Next one due on ${dayOf(cards.next_due_at)}.`
                    : 'None waiting for a later day.'
                }`}
          </Text>
          {withReviewButton && cards.due_now > 0 && (
            <Group>
              <Button component={Link} to="/review" size="sm">
                Review {plural(cards.due_now, 'card', 'cards')} now
              </Button>
            </Group>
          )}
        </Stack>
      </Card>
    </SimpleGrid>
  );
}
