import type { SourcePassagesReply } from '@socratica/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/api-client';
import { sourcePassagesKey } from './sources-key';

/** `GET admin/sources/{id}/passages`: the passages the server cut the document into, in order. */
function fetchSourcePassages(documentId: number, signal?: AbortSignal): Promise<SourcePassagesReply> {
  return apiGet<SourcePassagesReply>(`admin/sources/${documentId}/passages`, { signal });
}

/** Loaded while the passages dialog is open; its failure is shown in the dialog, not the tab's banner. */
export function useSourcePassagesQuery(documentId: number) {
  return useQuery({
    queryKey: sourcePassagesKey(documentId),
    queryFn: ({ signal }) => fetchSourcePassages(documentId, signal),
  });
}
