import { Alert, Anchor } from '@mantine/core';
import { IconRepeat } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useDueCount } from '../api/review-cards';

/**
 * Home's line for spaced review (issue 40): how many cards are due, linking to the review. Nothing when none
 * is due, or when the count could not be read: Home is not the place to report that.
 */
export function DueReviewsLine() {
  const { data } = useDueCount();
  if (!data || data.due === 0) return null;
  const items = data.due === 1 ? '1 item' : `${data.due} items`;
  return (
    <Alert color="indigo" variant="light" icon={<IconRepeat aria-hidden />} role="status">
      <Anchor component={Link} to="/review" fw={600} c="indigo.9">
        {items} due for review
      </Anchor>{' '}
      — what you missed before, asked again while it still sticks.
    </Alert>
  );
}
