import type { Me } from '@socratica/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { claimLearnerData } from '../../../lib/learner-storage';

const meQueryKey = ['me'] as const;

/**
 * The user the stored token belongs to. Browser storage is checked against them here, before any page can read
 * it: what another user left on this browser is removed.
 */
async function fetchMe(signal?: AbortSignal): Promise<Me> {
  const me = await apiGet<Me>('me', { signal });
  claimLearnerData(me.id);
  return me;
}

// A role or name change is rare; reloading the page is enough to pick it up.
export const meQueryOptions = {
  queryKey: meQueryKey,
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchMe(signal),
  staleTime: Infinity,
  retry: false,
} as const;

export function useMeQuery(enabled: boolean) {
  return useQuery({ ...meQueryOptions, enabled });
}
