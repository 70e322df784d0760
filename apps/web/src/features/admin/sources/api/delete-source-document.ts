import type { OkBody } from '@socratica/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '../../../../lib/api-client';
import { SOURCES_KEY } from './sources-key';

/** `DELETE admin/sources/{id}`: the document goes with its passages; coaches stop quoting it. */
function deleteSourceDocument(documentId: number): Promise<OkBody> {
  return apiDelete<OkBody>(`admin/sources/${documentId}`);
}

export function useDeleteSourceDocumentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSourceDocument,
    // Awaited, so the row leaves the table before its Delete button takes clicks again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: SOURCES_KEY }),
  });
}
