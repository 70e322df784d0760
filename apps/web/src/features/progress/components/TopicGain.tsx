import { Alert, Stack, Text, Title } from '@mantine/core';
import type { TopicProgress } from '@socratica/contracts';
import { dayOf, shortDayOf } from '../progress-dates';
import { GainTable } from './GainTable';
import { LazyGainChart } from './LazyGainChart';

/** One topic: its measured gains on a chart, every session in a table, and its reviews in a sentence. */
export function TopicGain({ topic, withReviewLine }: { topic: TopicProgress; withReviewLine: boolean }) {
  const measured = topic.sessions.filter((s) => s.tested_gain.normalized_gain !== null);
  const points = axisNames(measured.map((s) => shortDayOf(s.completed_at))).map((name, i) => ({
    name,
    g: measured[i]!.tested_gain.normalized_gain!,
  }));
  const figures = measured
    .map((s) => `${s.tested_gain.normalized_gain!.toFixed(2)} on ${dayOf(s.completed_at)}`)
    .join(', ');
  const { reviews, cards } = topic;
  return (
    <Stack gap="md" component="section" aria-labelledby="topic-gain-title">
      <Title order={2} id="topic-gain-title">
        Your gain on {topic.topic}
      </Title>
      {measured.length > 0 ? (
        <LazyGainChart
          points={points}
          caption={`Normalised gain g of your ${measured.length === 1 ? 'measured session' : `${measured.length} measured sessions`}, oldest first: ${figures}. g is the share of what you did not yet know that you learned; the lines mark 0.23, typical of lectures, and 0.48, of interactive teaching (Hake 1998).`}
        />
      ) : (
        <Alert color="gray" variant="light" title="No gain measured on this topic yet">
          Finish a session with the knowledge check to see your gain here.
        </Alert>
      )}
      <GainTable topic={topic.topic} sessions={topic.sessions} />
      {withReviewLine && (
        <Text size="sm">
          On this topic: {reviews.done} {reviews.done === 1 ? 'review' : 'reviews'} done ({reviews.right}{' '}
          right, {reviews.partial} partial, {reviews.wrong} wrong), {cards.due_now} of {cards.total}{' '}
          {cards.total === 1 ? 'card' : 'cards'} due now.
        </Text>
      )}
    </Stack>
  );
}

/** Days on the axis, numbered where a day has several sessions ("6 Apr (2)"), so each point has its own. */
function axisNames(days: string[]): string[] {
  const seen = new Map<string, number>();
  return days.map((day) => {
    const n = (seen.get(day) ?? 0) + 1;
    seen.set(day, n);
    return n === 1 ? day : `${day} (${n})`;
  });
}
