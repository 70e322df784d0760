import { Tabs } from '@mantine/core';
import type { PodcastEpisode } from '@socratica/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Page } from '../../components/Page';
import { useSession } from '../../features/auth/hooks/use-session';
import { ScheduleSinglePodcast } from '../../features/podcast-generation/components/ScheduleSinglePodcast';
import { ScheduleTab } from '../../features/podcast-schedules/components/ScheduleTab';
import { SubscribeTab } from '../../features/podcast-subscribe/components/SubscribeTab';
import { ArchiveTab } from '../../features/podcasts/components/ArchiveTab';
import { LatestEpisodesTab } from '../../features/podcasts/components/LatestEpisodesTab';
import { PodcastPlayer } from '../../features/podcasts/components/player/PodcastPlayer';
import { useLinkedEpisode } from '../../features/podcasts/hooks/use-linked-episode';
import { ErrorAlert } from '../../components/ErrorAlert';
import { ApiError } from '../../lib/api-error';

const TABS = {
  latest: 'Latest Episodes',
  archive: 'Browse Archive',
  schedule: 'Schedule Episodes',
  subscribe: 'Subscribe to Feed',
};
type Tab = keyof typeof TABS;

/** Spec 2 §2: the learner's podcasts, in four tabs; the open tab is kept in the address. */
export function PodcastsPage() {
  const { user } = useSession();
  const isAdmin = user?.role === 'admin';
  const [params, setParams] = useSearchParams();
  const tab: Tab = (params.get('tab') as Tab | null) ?? 'latest';
  const [nowPlaying, setNowPlaying] = useState<{
    episode: PodcastEpisode;
    source: 'feed' | 'archive';
    startsPlaying?: boolean;
  } | null>(null);
  // A feed item's link (issue 39): the player opens on that episode until it is closed.
  const linked = useLinkedEpisode();
  const playing =
    nowPlaying ??
    (linked.episode ? { episode: linked.episode, source: 'feed' as const, startsPlaying: false } : null);

  const open = (next: string | null) =>
    setParams((current) => {
      const written = new URLSearchParams(current);
      if (next && next !== 'latest') written.set('tab', next);
      else written.delete('tab');
      return written;
    });

  return (
    <Page title="Educational Podcasts">
      {linked.error && (
        <ErrorAlert mb="md" withCloseButton onClose={linked.dismiss}>
          {linked.error instanceof ApiError && linked.error.status === 404
            ? 'The episode this link opens is not one you can listen to: it was deleted, or it is another learner’s own.'
            : 'The linked episode could not be loaded. Please try again.'}
        </ErrorAlert>
      )}
      <Tabs value={tab in TABS ? tab : 'latest'} onChange={open} keepMounted={false}>
        <Tabs.List mb="md">
          {Object.entries(TABS).map(([value, label]) => (
            <Tabs.Tab key={value} value={value}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="latest">
          <LatestEpisodesTab
            isAdmin={isAdmin}
            onPlay={(episode) => setNowPlaying({ episode, source: 'feed' })}
          />
        </Tabs.Panel>
        <Tabs.Panel value="archive">
          <ArchiveTab isAdmin={isAdmin} onPlay={(episode) => setNowPlaying({ episode, source: 'archive' })} />
        </Tabs.Panel>
        <Tabs.Panel value="schedule">
          <ScheduleTab isAdmin={isAdmin} singlePodcast={<ScheduleSinglePodcast isAdmin={isAdmin} />} />
        </Tabs.Panel>
        <Tabs.Panel value="subscribe">
          <SubscribeTab />
        </Tabs.Panel>
      </Tabs>
      {playing && (
        <PodcastPlayer
          key={playing.episode.id}
          {...playing}
          onClose={() => {
            setNowPlaying(null);
            if (linked.episode) linked.dismiss();
          }}
        />
      )}
    </Page>
  );
}
