import { Stack } from '@mantine/core';
import { EducationalChannelsCard } from './EducationalChannelsCard';
import { YoutubeConfigCard } from './YoutubeConfigCard';
import { YoutubeSearchCard } from './YoutubeSearchCard';
import { YoutubeStatusCard } from './YoutubeStatusCard';

/** Spec 2 §2: the video-search API monitor. */
export function YoutubeApiPanel() {
  return (
    <Stack gap="lg">
      <YoutubeStatusCard />
      <YoutubeConfigCard />
      <YoutubeSearchCard />
      <EducationalChannelsCard />
    </Stack>
  );
}
