import { Alert, Anchor } from '@mantine/core';
import type { ReviewDueCount } from '@socratica/contracts';
import { IconRepeat } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useDueCount } from '../api/review-cards';

const dayAndDate = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long' });

const itemsOf = (count: number) => (count === 1 ? '1 item' : `${count} items`);

/** "later today", "tomorrow" or "on Thursday 5 March", by the learner's own calendar. */
function whenComesBack(dueAt: Date, now: Date): string {
  const startOf = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
  const tomorrow = new Date(now);
  tomorrow.setDate(now.getDate() + 1);
  if (startOf(dueAt) <= startOf(now)) return 'later today';
  if (startOf(dueAt) === startOf(tomorrow)) return 'tomorrow';
  return `on ${dayAndDate.format(dueAt)}`;
}

/**
 * Home's line for spaced review (issue 40): how many cards are due, linking to the review; while none is
 * due, when the next ones come back (decision 057: a new card waits a day), as plain text since there is
 * nothing to open yet. Nothing when the learner has no card, or when the count could not be read: Home is
 * not the place to report that.
 */
export function DueReviewsLine() {
  const { data } = useDueCount();
  if (!data) return null;
  if (data.due === 0) return data.next ? <ComingBack next={data.next} /> : null;
  return (
    <Alert color="indigo" variant="light" icon={<IconRepeat aria-hidden />} role="status">
      <Anchor component={Link} to="/review" fw={600} c="indigo.9">
        {itemsOf(data.due)} due for review
      </Anchor>{' '}
      — what you missed before, asked again while it still sticks.
    </Alert>
  );
}

function ComingBack({ next }: { next: NonNullable<ReviewDueCount['next']> }) {
  return (
    <Alert color="gray" variant="light" icon={<IconRepeat aria-hidden />} role="status">
      {itemsOf(next.count)} {next.count === 1 ? 'comes' : 'come'} back for review{' '}
      {whenComesBack(new Date(next.due_at), new Date())} — spaced a day apart, they stick better than asked at
      once.
    </Alert>
  );
}
