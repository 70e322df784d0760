import { Loader } from '@mantine/core';
import { FactList } from '../../../../components/FactList';
import { useLoadFailureBanner } from '../../shell/admin-failure-text';
import { SectionCard } from '../../shell/SectionCard';
import { useYoutubeConfig } from '../api/youtube-config';

/** The video-search settings, read from the server's environment (never the key itself). */
export function YoutubeConfigCard() {
  const config = useYoutubeConfig();
  useLoadFailureBanner('YouTube API configuration', config.error);
  return (
    <SectionCard title="Configuration" description="Set through the server's SOCRATICA_YOUTUBE_* variables.">
      {config.isPending && <Loader size="sm" role="status" aria-label="Loading YouTube API configuration…" />}
      {config.data && (
        <FactList
          columns={4}
          facts={[
            ['Daily quota', `${config.data.quota_limit.toLocaleString('en-US')} units`],
            ['Lowest quality suggested', `${config.data.educational_threshold} / 10`],
            ['Results reused for', cacheLifetime(config.data.cache_ttl)],
            ['Educational channels', String(config.data.educational_channels_count)],
          ]}
        />
      )}
    </SectionCard>
  );
}

function cacheLifetime(seconds: number): string {
  if (seconds === 0) return 'Not cached';
  if (seconds % 3_600 === 0) return `${seconds / 3_600} h`;
  if (seconds % 60 === 0) return `${seconds / 60} min`;
  return `${seconds} s`;
}
