import type { PodcastEpisode } from '@socratica/contracts';
import { Alert, Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useAdminBanner } from '../../shell/admin-banner';
import { actionFailureText } from '../../shell/admin-failure-text';
import { confirmAction } from '../../../../components/act-once';
import { RefreshButton } from '../../shell/RefreshButton';
import { SectionCard } from '../../shell/SectionCard';
import { useDeleteEpisodeMutation } from '../api/delete-episode';
import { useFeatureEpisodeMutation, usePendingFeatureChanges } from '../api/feature-episode';
import { useAdminCatalogQuery } from '../api/podcast-catalog';
import { usePassingMessage } from '../hooks/use-passing-message';
import { EpisodePreview } from './EpisodePreview';
import { EpisodesTable } from './EpisodesTable';

/** Spec 2 §8: the deletion's success text is cleared after 3 s. */
const DELETED_MESSAGE_MS = 3_000;

/** The episode table with its actions: Generate New Episode, Refresh, Preview, Featured and Delete. */
export function EpisodesSection({ onGenerate }: { onGenerate: () => void }) {
  const catalog = useAdminCatalogQuery();
  const feature = useFeatureEpisodeMutation();
  const featureChanges = usePendingFeatureChanges();
  const remove = useDeleteEpisodeMutation();
  const banner = useAdminBanner();
  const [deleted, showDeleted] = usePassingMessage(DELETED_MESSAGE_MS);
  const [previewed, setPreviewed] = useState<PodcastEpisode | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  // Set at the confirm itself: a second confirmation can come before the button turns busy.
  const deletingNow = useRef(false);

  function toggleFeatured(episode: PodcastEpisode, featured: boolean) {
    feature.mutate(
      { episodeId: episode.id, featured },
      { onError: (error) => banner.show(actionFailureText('Feature toggle failed', error)) },
    );
  }

  function deleteEpisode(episode: PodcastEpisode) {
    if (deletingNow.current) return;
    deletingNow.current = true;
    setDeleting(episode.id);
    remove.mutate(episode.id, {
      onSettled: () => {
        deletingNow.current = false;
        setDeleting(null);
      },
      onSuccess: () => showDeleted('Episode deleted successfully!'),
      onError: (error) => banner.show(actionFailureText('Episode deletion failed', error)),
    });
  }

  const askDelete = (episode: PodcastEpisode) =>
    confirmAction({
      title: `Delete “${episode.title}”?`,
      message: 'This action cannot be undone.',
      confirmLabel: 'Delete episode',
      destructive: true,
      onConfirm: () => deleteEpisode(episode),
    });

  return (
    <SectionCard
      title="Episodes"
      description="The newest 50 episodes, shared and learners’ own. Featured episodes are offered to everyone in Latest Episodes."
      action={
        <Group gap="sm">
          <RefreshButton refreshing={catalog.isRefetching} onRefresh={() => void catalog.refetch()} />
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onGenerate}>
            Generate New Episode
          </Button>
        </Group>
      }
    >
      <div role="status">
        {deleted && (
          <Alert color="teal" variant="light">
            {deleted}
          </Alert>
        )}
      </div>
      <EpisodesTable
        catalog={catalog}
        featureChanges={featureChanges}
        deleting={deleting}
        onToggleFeatured={toggleFeatured}
        onDelete={askDelete}
        onPreview={setPreviewed}
      />
      {previewed && <EpisodePreview episode={previewed} onClose={() => setPreviewed(null)} />}
    </SectionCard>
  );
}
