import type { PodcastCatalog, PodcastEpisode } from '@socratica/contracts';
import { Badge, Button, Group, Stack, Switch, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { formatEastern } from '../../../../lib/time';
import { AdminTable } from '../../shell/AdminTable';
import { isRepeatClick } from '../../../../components/act-once';
import { formatMinutesSeconds } from '../../../../lib/clock-time';

/** D17 and decision 022: a learner's own episode is heard by that learner only, so featuring it is refused. */
const PERSONAL_NOT_FEATURABLE = 'A learner’s own episode cannot be featured: only that learner hears it.';

interface EpisodesTableProps {
  catalog: UseQueryResult<PodcastCatalog>;
  /** Episodes whose feature change is on its way: their switch waits for the answer. */
  featureChanges: ReadonlySet<number>;
  /** The episode being deleted, whose button shows a spinner; the other Delete buttons wait meanwhile. */
  deleting: number | null;
  onToggleFeatured: (episode: PodcastEpisode, featured: boolean) => void;
  onDelete: (episode: PodcastEpisode) => void;
  onPreview: (episode: PodcastEpisode) => void;
}

/** Spec 2 §2's episode table: the newest 50 episodes, learners' own ones marked. */
export function EpisodesTable({
  catalog,
  featureChanges,
  deleting,
  onToggleFeatured,
  onDelete,
  onPreview,
}: EpisodesTableProps) {
  const columns: DataTableColumn<PodcastEpisode>[] = [
    {
      accessor: 'title',
      title: 'Title',
      render: ({ title, is_personal }) => (
        <Stack gap={4} align="flex-start">
          <Text size="sm" fw={500}>
            {title}
          </Text>
          {is_personal && (
            <Badge variant="outline" color="grape.9" title="A learner’s own episode">
              Just for you
            </Badge>
          )}
        </Stack>
      ),
    },
    { accessor: 'topic', title: 'Topic' },
    {
      accessor: 'duration_seconds',
      title: 'Duration',
      noWrap: true,
      render: ({ duration_seconds }) => formatMinutesSeconds(duration_seconds),
    },
    {
      accessor: 'publish_date',
      title: 'Published',
      noWrap: true,
      render: ({ publish_date }) => formatEastern(publish_date),
    },
    {
      accessor: 'avg_rating',
      title: 'Rating',
      noWrap: true,
      render: ({ avg_rating, total_ratings }) =>
        avg_rating === null
          ? 'No ratings'
          : `${avg_rating.toFixed(1)} (${total_ratings} ${total_ratings === 1 ? 'rating' : 'ratings'})`,
    },
    {
      accessor: 'total_listens',
      title: 'Listens',
      render: ({ total_listens }) => total_listens.toLocaleString('en-US'),
    },
    {
      accessor: 'is_featured',
      title: 'Featured',
      render: (episode) => (
        <FeaturedSwitch
          episode={episode}
          waiting={featureChanges.has(episode.id)}
          onToggle={(featured) => onToggleFeatured(episode, featured)}
        />
      ),
    },
    {
      accessor: 'actions',
      title: 'Actions',
      noWrap: true,
      render: (episode) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="compact-sm"
            variant="default"
            aria-label={`Preview ${episode.title}`}
            onClick={() => onPreview(episode)}
          >
            Preview
          </Button>
          <Button
            size="compact-sm"
            variant="outline"
            color="red.9"
            aria-label={`Delete ${episode.title}`}
            loading={deleting === episode.id}
            disabled={deleting !== null && deleting !== episode.id}
            onClick={(event) => {
              if (!isRepeatClick(event)) onDelete(episode);
            }}
          >
            Delete
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <AdminTable
      label="Episodes"
      columns={columns}
      records={catalog.data?.episodes}
      query={catalog}
      emptyText="No episodes yet. Generate the first one."
      minWidth={980}
    />
  );
}

interface FeaturedSwitchProps {
  episode: PodcastEpisode;
  waiting: boolean;
  onToggle: (featured: boolean) => void;
}

function FeaturedSwitch({ episode, waiting, onToggle }: FeaturedSwitchProps) {
  const name = `Featured: ${episode.title}`;
  if (episode.is_personal) {
    const reasonId = `episode-${episode.id}-not-featurable`;
    return (
      <Tooltip label={PERSONAL_NOT_FEATURABLE} multiline w={240}>
        {/* A disabled input takes no pointer events: the tooltip listens on its wrapper. */}
        <span style={{ display: 'inline-block' }}>
          <Switch
            aria-label={name}
            aria-describedby={reasonId}
            checked={false}
            disabled
            onChange={() => {}}
          />
          <VisuallyHidden id={reasonId}>{PERSONAL_NOT_FEATURABLE}</VisuallyHidden>
        </span>
      </Tooltip>
    );
  }
  return (
    <Switch
      aria-label={name}
      checked={episode.is_featured}
      disabled={waiting}
      onChange={(event) => onToggle(event.currentTarget.checked)}
    />
  );
}
