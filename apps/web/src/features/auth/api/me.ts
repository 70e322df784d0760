import type { Me } from '@socratica/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export const meQueryKey = ['me'] as const;

export function fetchMe(signal?: AbortSignal): Promise<Me> {
  return apiGet<Me>('me', { signal });
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
