import type { BlockedCategoriesReply } from '@socratica/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/api-client';
import { CONTENT_FILTERING_KEY } from './content-filtering-key';

function fetchBlockedCategories(): Promise<BlockedCategoriesReply> {
  return apiGet<BlockedCategoriesReply>('categories');
}

export function useBlockedCategories() {
  return useQuery({ queryKey: [...CONTENT_FILTERING_KEY, 'categories'], queryFn: fetchBlockedCategories });
}
