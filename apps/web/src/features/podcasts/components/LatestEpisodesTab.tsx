import { Center, Loader, Text } from '@mantine/core';
import { usePodcastFeed } from '../api/podcast-episodes';
import { EpisodeGrid, type EpisodeTabProps } from './EpisodeGrid';
import { LoadFailure } from './LoadFailure';

/** Spec 2 §2 Latest Episodes: the featured episodes and the learner's own, newest first. */
export function LatestEpisodesTab({ isAdmin, onPlay }: EpisodeTabProps) {
  const feed = usePodcastFeed();
  if (feed.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading episodes" />
      </Center>
    );
  }
  if (feed.isError) {
    return <LoadFailure message="Failed to load podcast episodes" onRetry={() => void feed.refetch()} />;
  }
  if (feed.data.episodes.length === 0) {
    return (
      <Text c="gray.8" py="lg">
        No episodes yet. Create one in Schedule Episodes, or look again once an admin has published one.
      </Text>
    );
  }
  return <EpisodeGrid episodes={feed.data.episodes} isAdmin={isAdmin} onPlay={onPlay} />;
}
