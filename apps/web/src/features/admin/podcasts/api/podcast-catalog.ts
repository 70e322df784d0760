import { PODCAST_ADMIN_CATALOG_LIMIT, type PodcastCatalog } from '@socratica/contracts';
import { apiGet } from '../../../../lib/api-client';
import { useAdminQuery } from '../../shell/use-admin-query';
import { PODCAST_CATALOG_KEY } from './podcasts-key';

/** Spec 2 §7 and §9 `GET podcasts/catalog?limit=50`: the newest 50 episodes; an admin sees learners' own too. */
function fetchAdminCatalog(signal?: AbortSignal): Promise<PodcastCatalog> {
  return apiGet<PodcastCatalog>(`podcasts/catalog?limit=${PODCAST_ADMIN_CATALOG_LIMIT}`, { signal });
}

export function useAdminCatalogQuery() {
  return useAdminQuery({
    key: PODCAST_CATALOG_KEY.slice(1),
    fetch: fetchAdminCatalog,
    what: 'podcast episodes',
  });
}
