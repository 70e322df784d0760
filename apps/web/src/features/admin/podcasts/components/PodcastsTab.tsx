import { Stack } from '@mantine/core';
import { EpisodesSection } from './EpisodesSection';
import { FeedManagementCard } from './FeedManagementCard';
import { PodcastStatCards } from './PodcastStatCards';

/** Spec 2 §2's podcasts tab. */
export function PodcastsTab() {
  return (
    <Stack gap="lg">
      <PodcastStatCards />
      <FeedManagementCard />
      <EpisodesSection onGenerate={() => {}} />
    </Stack>
  );
}
