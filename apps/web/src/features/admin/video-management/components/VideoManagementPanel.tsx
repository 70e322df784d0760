import { Stack } from '@mantine/core';
import { CuratedVideosSection } from './CuratedVideosSection';
import { TopicRulesSection } from './TopicRulesSection';
import { VideoCategoriesSection } from './VideoCategoriesSection';

/** Spec 2 §2 with DESIGN D16: video categories, topic matching rules and curated videos, all editable. */
export function VideoManagementPanel() {
  return (
    <Stack gap="lg">
      <VideoCategoriesSection />
      <TopicRulesSection />
      <CuratedVideosSection />
    </Stack>
  );
}
