import { SimpleGrid } from '@mantine/core';
import type { PodcastEpisode } from '@socratica/contracts';
import { EpisodeCard } from './EpisodeCard';

/** What Latest Episodes and Browse Archive are given by the page. */
export interface EpisodeTabProps {
  /** D17: an admin may open every schedule an episode came from; a learner only their own. */
  isAdmin: boolean;
  onPlay: (episode: PodcastEpisode) => void;
}

export function EpisodeGrid({ episodes, isAdmin, onPlay }: EpisodeTabProps & { episodes: PodcastEpisode[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {episodes.map((episode) => (
        <EpisodeCard key={episode.id} episode={episode} isAdmin={isAdmin} onPlay={onPlay} />
      ))}
    </SimpleGrid>
  );
}
