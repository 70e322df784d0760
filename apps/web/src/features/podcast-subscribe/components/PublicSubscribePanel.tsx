import { Alert, Button, Center, Group, Image, List, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { PublicPodcastInfo } from '@socratica/contracts';
import type { ReactNode } from 'react';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { formatEasternDate } from '../../../lib/time';
import { usePublicPodcastInfo } from '../api/public-podcast-info';
import { CompatibleApps } from './CompatibleApps';
import { CopyableUrl } from './CopyableUrl';
import { HowToSubscribe } from './HowToSubscribe';

const PUBLIC_INFO_FAILED = 'Failed to load the podcast’s information. Please try again.';

interface PublicSubscribePanelProps {
  /** Where the visitor goes for the feed URL while it is not public: the page's sign-in link. */
  feedElsewhere: ReactNode;
}

/** What the QR code opens (D15): the show, its newest shared episodes and how to subscribe. */
export function PublicSubscribePanel({ feedElsewhere }: PublicSubscribePanelProps) {
  const info = usePublicPodcastInfo();

  if (info.isPending) {
    return (
      <Center p="xl">
        <Loader role="status" aria-label="Loading the podcast…" />
      </Center>
    );
  }
  if (info.isError) {
    return (
      <ErrorAlert title={PUBLIC_INFO_FAILED}>
        <Button size="xs" mt="xs" onClick={() => void info.refetch()} loading={info.isFetching}>
          Try Again
        </Button>
      </ErrorAlert>
    );
  }
  return <PodcastOverview info={info.data} feedElsewhere={feedElsewhere} />;
}

function PodcastOverview({ info, feedElsewhere }: { info: PublicPodcastInfo } & PublicSubscribePanelProps) {
  return (
    <Stack gap="lg">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Image src={info.cover_url} alt="" w={96} h={96} radius="md" />
        <Stack gap={4}>
          <Title order={1}>{info.title}</Title>
          <Text c="gray.8">{info.description}</Text>
        </Stack>
      </Group>

      <Paper withBorder radius="md" p="md">
        {info.rss_feed_url ? (
          <CopyableUrl label="RSS feed URL" url={info.rss_feed_url} />
        ) : (
          // Decision 022: the feed's address carries a secret until an admin lists the feed in directories.
          <Alert color="indigo" variant="light" title="The feed’s address is for signed-in listeners">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                Sign in to Socratica and open Podcasts → Subscribe to Feed to copy your feed’s address.
              </Text>
              {feedElsewhere}
            </Stack>
          </Alert>
        )}
      </Paper>

      <Stack gap="xs">
        <Title order={2} size="h3">
          Latest episodes
        </Title>
        {info.latest_episodes.length === 0 ? (
          <Text size="sm" c="gray.8">
            No episodes have been published yet.
          </Text>
        ) : (
          <List size="sm" spacing={4} aria-label="Latest episodes">
            {info.latest_episodes.map((episode) => (
              <List.Item key={`${episode.publish_date}|${episode.title}`}>
                <Text span fw={600} size="sm">
                  {episode.title}
                </Text>{' '}
                <Text span size="sm" c="gray.8">
                  · {minutesOf(episode.duration_seconds)} min · {formatEasternDate(episode.publish_date)}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>

      <HowToSubscribe />
      <CompatibleApps apps={info.compatible_apps} />
    </Stack>
  );
}

function minutesOf(seconds: number): number {
  return Math.max(1, Math.round(seconds / 60));
}
