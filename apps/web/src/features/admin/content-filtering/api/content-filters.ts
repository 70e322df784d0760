import type { ContentFiltersReply } from '@socratica/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/api-client';
import { CONTENT_FILTERING_KEY } from './content-filtering-key';

function fetchContentFilters(): Promise<ContentFiltersReply> {
  return apiGet<ContentFiltersReply>('filters');
}

export function useContentFilters() {
  return useQuery({ queryKey: [...CONTENT_FILTERING_KEY, 'filters'], queryFn: fetchContentFilters });
}
