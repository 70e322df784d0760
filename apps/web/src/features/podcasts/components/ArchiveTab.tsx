import { Center, Group, Loader, Pagination, Stack, Text } from '@mantine/core';
import { usePodcastArchive } from '../api/podcast-episodes';
import { useArchiveParams } from '../hooks/use-archive-params';
import { ArchiveFilters } from './ArchiveFilters';
import { EpisodeGrid, type EpisodeTabProps } from './EpisodeGrid';
import { LoadFailure } from './LoadFailure';

/** Spec 2 §2 Browse Archive: every episode the learner may hear, 20 a page, its filters in the address. */
export function ArchiveTab({ isAdmin, onPlay }: EpisodeTabProps) {
  const { filters, update, clear, filtered, query } = useArchiveParams();
  const archive = usePodcastArchive(query);
  const pagination = archive.data?.pagination;

  return (
    <Stack gap="md">
      <ArchiveFilters
        filters={filters}
        topics={archive.data?.topics ?? []}
        onChange={update}
        onClear={clear}
      />
      {archive.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading episodes" />
        </Center>
      ) : archive.isError ? (
        <LoadFailure
          message="Failed to load podcast episodes. Please try again."
          onRetry={() => void archive.refetch()}
        />
      ) : archive.data.episodes.length === 0 ? (
        <Text c="gray.8" py="lg">
          {filtered ? 'No episode matches these filters. Clear filters to see them all.' : 'No episodes yet.'}
        </Text>
      ) : (
        <>
          <Text size="sm" c="gray.8" aria-live="polite">
            {pagination!.total_episodes} {pagination!.total_episodes === 1 ? 'episode' : 'episodes'}, page{' '}
            {pagination!.page} of {pagination!.total_pages}
          </Text>
          <EpisodeGrid episodes={archive.data.episodes} isAdmin={isAdmin} onPlay={onPlay} />
        </>
      )}
      {pagination && pagination.total_pages > 1 && (
        <Group justify="center">
          <Pagination
            total={pagination.total_pages}
            value={filters.page}
            onChange={(page) => update({ page })}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
          />
        </Group>
      )}
    </Stack>
  );
}
