import type { PodcastCatalog, PodcastCatalogQuery, PodcastEpisode, PodcastFeed } from '@socratica/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** Every list of episodes lives under `podcasts`, so a listen, a rating or a new episode reloads them all. */
const PODCAST_FEED_KEY = ['podcasts', 'feed'] as const;

function fetchPodcastFeed(signal?: AbortSignal): Promise<PodcastFeed> {
  return apiGet<PodcastFeed>('podcasts/feed', { signal });
}

/** Latest Episodes: the featured shared episodes and the learner's own (D17). */
export function usePodcastFeed() {
  return useQuery({ queryKey: PODCAST_FEED_KEY, queryFn: ({ signal }) => fetchPodcastFeed(signal) });
}

function fetchPodcastArchive(query: PodcastCatalogQuery, signal?: AbortSignal): Promise<PodcastCatalog> {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  return apiGet<PodcastCatalog>(`podcasts/catalog?${params}`, { signal });
}

/** A page of Browse Archive; the previous page stays on screen while the next one loads. */
export function usePodcastArchive(query: PodcastCatalogQuery) {
  return useQuery({
    queryKey: ['podcasts', 'catalog', query],
    queryFn: ({ signal }) => fetchPodcastArchive(query, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * One episode by id, for a feed item's link (`/podcasts?episode=<id>`, issue 39): the page opens it in the
 * player whichever tab or page of the archive it is on. Not retried: a 404 says it is not one to hear.
 */
export function usePodcastEpisode(episodeId: number | null) {
  return useQuery({
    queryKey: ['podcasts', 'episode', episodeId],
    queryFn: ({ signal }) => apiGet<PodcastEpisode>(`podcasts/${episodeId}`, { signal }),
    enabled: episodeId !== null,
    retry: false,
  });
}
