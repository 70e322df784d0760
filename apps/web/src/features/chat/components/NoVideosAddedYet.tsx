import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';

/**
 * Why a search found nothing when the catalogue is empty (no YouTube key, no curated videos): a learner is told
 * that no videos have been added yet, and an admin where to add them. Either way it is not the search terms.
 */
export function NoVideosAddedYet({ canManageVideos }: { canManageVideos: boolean }) {
  if (!canManageVideos) {
    return (
      <Text size="sm">
        No videos have been added to the video library yet, so there is nothing to search. Your administrator
        can add some.
      </Text>
    );
  }
  return (
    <Text size="sm">
      No videos have been added to the video library yet, and YouTube search is not configured. Add videos
      under video management in the{' '}
      <Anchor component={Link} to="/admin">
        Admin area
      </Anchor>
      .
    </Text>
  );
}
