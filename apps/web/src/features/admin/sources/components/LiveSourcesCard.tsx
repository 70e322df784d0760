import type { SourceAvailability } from '@socratica/contracts';
import { Loader, Text } from '@mantine/core';
import { SectionCard } from '../../shell/SectionCard';
import { SourceAvailabilityList } from '../../shell/SourceAvailabilityList';

interface LiveSourcesCardProps {
  /** Undefined while the tab's list loads. */
  availability: SourceAvailability[] | undefined;
  /** The list did not load (the banner says why; the documents table offers Try again). */
  failed: boolean;
}

/** Which sources the coaches can draw on now (DESIGN D19). */
export function LiveSourcesCard({ availability, failed }: LiveSourcesCardProps) {
  let content;
  if (availability) content = <SourceAvailabilityList sources={availability} />;
  else if (failed)
    content = (
      <Text size="sm" c="dimmed">
        The live sources could not be loaded.
      </Text>
    );
  else content = <Loader size="sm" role="status" aria-label="Loading live sources…" />;
  return (
    <SectionCard
      title="Live sources"
      description="What the coaches teach from now. Without a network Wikipedia is absent; WordNet and your documents remain."
    >
      {content}
    </SectionCard>
  );
}
