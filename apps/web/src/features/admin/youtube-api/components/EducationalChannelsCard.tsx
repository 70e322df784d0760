import { List, Loader, Text } from '@mantine/core';
import { useLoadFailureBanner } from '../../shell/admin-failure-text';
import { SectionCard } from '../../shell/SectionCard';
import { useEducationalChannels } from '../api/educational-channels';

/** Spec 2 §9: the first 9 channels are shown, then how many more there are. */
const CHANNELS_SHOWN = 9;

export function EducationalChannelsCard() {
  const channels = useEducationalChannels();
  useLoadFailureBanner('educational channels', channels.error);
  const all = channels.data?.channels ?? [];
  const more = all.length - CHANNELS_SHOWN;
  return (
    <SectionCard title="Educational channels" description="Their videos rank higher in learners' searches.">
      {channels.isPending && <Loader size="sm" role="status" aria-label="Loading educational channels…" />}
      {channels.data && all.length === 0 && <Text size="sm">No educational channels are configured.</Text>}
      {all.length > 0 && (
        <List size="sm" spacing={4}>
          {all.slice(0, CHANNELS_SHOWN).map((channel) => (
            <List.Item key={channel.channel_id}>
              {channel.title}
              {channel.subscriber_count !== null &&
                ` (${channel.subscriber_count.toLocaleString('en-US')} subscribers)`}
            </List.Item>
          ))}
        </List>
      )}
      {more > 0 && <Text size="sm">and {more} more</Text>}
    </SectionCard>
  );
}
