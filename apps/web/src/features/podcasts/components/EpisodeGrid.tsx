import { SimpleGrid } from '@mantine/core';
import type { PodcastEpisode } from '@socratica/contracts';
import { EpisodeCard } from './EpisodeCard';

export function EpisodeGrid({
  episodes,
  onPlay,
}: {
  episodes: PodcastEpisode[];
  onPlay: (e: PodcastEpisode) => void;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {episodes.map((episode) => (
        <EpisodeCard key={episode.id} episode={episode} onPlay={onPlay} />
      ))}
    </SimpleGrid>
  );
}
