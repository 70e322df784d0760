import type { FeatureEpisodeRequest, PodcastCatalog, PodcastEpisode } from '@socratica/contracts';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { apiPatch } from '../../../../lib/api-client';
import { PODCAST_CATALOG_KEY, PUBLISHED_EPISODE_KEYS } from './podcasts-key';

/** Names the feature changes, so the table can tell which episodes' switches are still on their way. */
const FEATURE_EPISODE_MUTATION_KEY = ['podcasts', 'feature'] as const;

export interface FeatureChange {
  episodeId: number;
  featured: boolean;
}

/** `PATCH podcasts/{id}/feature`; the server refuses (422) a learner's own episode. */
function setEpisodeFeatured({ episodeId, featured }: FeatureChange): Promise<PodcastEpisode> {
  const body: FeatureEpisodeRequest = { is_featured: featured };
  return apiPatch<PodcastEpisode>(`podcasts/${episodeId}/feature`, { body });
}

function withFeatured(catalog: PodcastCatalog | undefined, { episodeId, featured }: FeatureChange) {
  if (!catalog) return catalog;
  return {
    ...catalog,
    episodes: catalog.episodes.map((episode) =>
      episode.id === episodeId ? { ...episode, is_featured: featured } : episode,
    ),
  };
}

/**
 * The Featured switch turns at the click (issue 13: optimistic); a refusal puts the table back as it was
 * before the click, and the caller says so.
 */
export function useFeatureEpisodeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: FEATURE_EPISODE_MUTATION_KEY,
    mutationFn: setEpisodeFeatured,
    onMutate: async (change) => {
      // A load already under way would answer with the old value and overwrite the switch.
      await queryClient.cancelQueries({ queryKey: PODCAST_CATALOG_KEY });
      const before = queryClient.getQueryData<PodcastCatalog>(PODCAST_CATALOG_KEY);
      queryClient.setQueryData<PodcastCatalog>(PODCAST_CATALOG_KEY, (catalog) =>
        withFeatured(catalog, change),
      );
      return { before };
    },
    onError: (_error, change, context) => {
      const wasFeatured = context?.before?.episodes.find((episode) => episode.id === change.episodeId);
      // Only this episode goes back: another switch turned meanwhile keeps its own state.
      if (wasFeatured) {
        queryClient.setQueryData<PodcastCatalog>(PODCAST_CATALOG_KEY, (catalog) =>
          withFeatured(catalog, { episodeId: change.episodeId, featured: wasFeatured.is_featured }),
        );
      }
    },
    // Not awaited: the switch's own answer (and a refusal's banner) must not wait for the reload.
    onSettled: () => {
      for (const queryKey of PUBLISHED_EPISODE_KEYS) void queryClient.invalidateQueries({ queryKey });
    },
  });
}

/** The episodes whose feature change has not been answered yet. */
export function usePendingFeatureChanges(): ReadonlySet<number> {
  const pending = useMutationState({
    filters: { mutationKey: FEATURE_EPISODE_MUTATION_KEY, status: 'pending' },
    select: (mutation) => (mutation.state.variables as FeatureChange | undefined)?.episodeId,
  });
  return new Set(pending.filter((id) => id !== undefined));
}
