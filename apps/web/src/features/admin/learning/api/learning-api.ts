import type {
  LearningAnalytics,
  LearningAnalyticsQuery,
  RetiredItem,
  RetireItemRequest,
} from '@socratica/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, fetchApi } from '../../../../lib/api-client';
import { attachmentFilename, saveFile } from '../../../../lib/file-download';
import { ADMIN_QUERY_KEY } from '../../shell/admin-query-key';
import { useAdminQuery } from '../../shell/use-admin-query';

/** The filter as the server's query string, without the empty fields. */
function learningQuery(filter: LearningAnalyticsQuery): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) if (value) query.set(name, value);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** `GET admin/learning`: per topic and per item, with the flags (issue 40 §4). */
export function useLearningAnalytics(filter: LearningAnalyticsQuery) {
  return useAdminQuery({
    key: ['learning', filter],
    fetch: (signal) => apiGet<LearningAnalytics>(`admin/learning${learningQuery(filter)}`, { signal }),
    what: 'learning analytics',
    keepPrevious: true,
  });
}

/** `POST admin/learning/retirements`: the item or pattern is never served again; the tab reloads. */
export function useRetireItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RetireItemRequest) =>
      apiPost<RetiredItem>('admin/learning/retirements', { body: request }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ADMIN_QUERY_KEY, 'learning'] }),
  });
}

/** `GET admin/learning/export`: the filtered tab as CSV, fetched with the bearer token and saved as a file. */
export function useExportLearning() {
  return useMutation({
    mutationFn: async (filter: LearningAnalyticsQuery) => {
      const response = await fetchApi('GET', `admin/learning/export${learningQuery(filter)}`, {
        accept: 'text/csv',
      });
      const filename = attachmentFilename(response.headers.get('Content-Disposition'), 'learning.csv');
      saveFile(await response.blob(), filename);
      return filename;
    },
  });
}
