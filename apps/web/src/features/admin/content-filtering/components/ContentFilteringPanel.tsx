import { Stack } from '@mantine/core';
import { BlockedCategoriesSection } from './BlockedCategoriesSection';
import { BlockedVideosSection } from './BlockedVideosSection';
import { ContentFiltersSection } from './ContentFiltersSection';

/** Spec 2 §2: blocked categories, their content filters and blocked videos, each with add, edit and delete. */
export function ContentFilteringPanel() {
  return (
    <Stack gap="lg">
      <BlockedCategoriesSection />
      <ContentFiltersSection />
      <BlockedVideosSection />
    </Stack>
  );
}
