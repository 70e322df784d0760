import { LISTEN_COUNT_AFTER_SECONDS, type PodcastStats } from '@socratica/contracts';
import { Card, Paper, SimpleGrid, Text } from '@mantine/core';
import { useId } from 'react';
import { PageLoader } from '../../../../components/PageLoader';
import { LoadFailed } from '../../shell/LoadFailed';
import { usePodcastStatsQuery } from '../api/podcast-stats';

interface StatSpec {
  title: string;
  figure: (stats: PodcastStats) => string;
  note: (stats: PodcastStats) => string;
}

const count = (value: number) => value.toLocaleString('en-US');

// Spec 2 §3's four figures. They cover every episode, so they are never worked out from the 50 in the table.
const STATS: StatSpec[] = [
  {
    title: 'Total episodes',
    figure: (stats) => count(stats.total_episodes),
    note: () => 'Shared and learners’ own',
  },
  {
    title: 'Featured episodes',
    figure: (stats) => count(stats.featured_episodes),
    note: () => 'Offered to everyone in Latest Episodes',
  },
  {
    title: 'Average rating',
    figure: (stats) => (stats.avg_rating === null ? 'No ratings yet' : `${stats.avg_rating.toFixed(1)} / 5`),
    note: (stats) =>
      stats.total_ratings === 1 ? 'From 1 rating' : `From ${count(stats.total_ratings)} ratings`,
  },
  {
    title: 'Total listens',
    figure: (stats) => count(stats.total_listens),
    note: () => `Counted after ${LISTEN_COUNT_AFTER_SECONDS} s of play, once a day per listener`,
  },
];

/** Spec 2 §2: the podcast figures, reloaded every 30 seconds while the tab is open. */
export function PodcastStatCards() {
  const stats = usePodcastStatsQuery();

  if (stats.isPending) return <PageLoader label="Loading podcast stats…" />;
  if (!stats.data) {
    return (
      <Paper withBorder radius="md" p="md">
        <LoadFailed what="podcast stats" retrying={stats.isFetching} onRetry={() => void stats.refetch()} />
      </Paper>
    );
  }

  const figures = stats.data;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      {STATS.map((stat) => (
        <StatCard
          key={stat.title}
          title={stat.title}
          figure={stat.figure(figures)}
          note={stat.note(figures)}
        />
      ))}
    </SimpleGrid>
  );
}

function StatCard({ title, figure, note }: { title: string; figure: string; note: string }) {
  const titleId = useId();
  return (
    <Card withBorder radius="md" padding="md" role="group" aria-labelledby={titleId}>
      <Text id={titleId} fw={600} size="sm" c="gray.8">
        {title}
      </Text>
      <Text fz={figure.length > 8 ? 20 : 32} fw={700} lh={1.2} mt={4}>
        {figure}
      </Text>
      <Text size="sm" c="dimmed">
        {note}
      </Text>
    </Card>
  );
}
