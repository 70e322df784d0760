import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { errorText } from '../../../lib/api-error';
import { useMakeReviewEpisode } from '../api/review-cards';

/** Issue 40: the due cards as a podcast review episode, to listen to rather than answer. */
export function ReviewEpisodeButton() {
  const make = useMakeReviewEpisode();
  if (make.data) {
    return (
      <Alert color="teal" variant="light" role="status">
        {make.data.message}{' '}
        <Anchor component={Link} to="/podcasts">
          Open Podcasts
        </Anchor>
      </Alert>
    );
  }
  return (
    <Stack gap="xs" align="flex-start">
      <Button variant="default" loading={make.isPending} onClick={() => make.mutate()}>
        Make a review episode of these
      </Button>
      {make.error && (
        <Alert color="red" variant="light" title="No review episode" role="alert">
          {errorText(make.error)}
        </Alert>
      )}
    </Stack>
  );
}
