import type { SourceDocument } from '@socratica/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../../lib/api-client';
import { SOURCES_KEY } from './sources-key';

interface SourceDocumentUpload {
  title: string;
  /** The topics, already split and trimmed by the contract's schema. */
  topics: readonly string[];
  file: File;
}

/**
 * `POST admin/sources` as multipart/form-data: `title`, `topics` (comma-separated), then the file in `file`.
 * The server reads the file in a worker and answers the new document with its passage count.
 */
function uploadSourceDocument({ title, topics, file }: SourceDocumentUpload): Promise<SourceDocument> {
  const parts = new FormData();
  parts.append('title', title);
  parts.append('topics', topics.join(', '));
  parts.append('file', file, file.name);
  return apiPost<SourceDocument>('admin/sources', { multipart: parts });
}

export function useUploadSourceDocumentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadSourceDocument,
    // A refusal may also mean the list on screen is out of date (another admin's upload).
    onSettled: () => queryClient.invalidateQueries({ queryKey: SOURCES_KEY }),
  });
}
