import type { SourceDocumentsReply } from '@socratica/contracts';
import { apiGet } from '../../../../lib/api-client';
import { useAdminQuery } from '../../shell/use-admin-query';
import { SOURCE_DOCUMENTS_KEY } from './sources-key';

/** `GET admin/sources`: the uploaded documents, newest first, and which sources are live now (DESIGN D19). */
function fetchSourceDocuments(signal?: AbortSignal): Promise<SourceDocumentsReply> {
  return apiGet<SourceDocumentsReply>('admin/sources', { signal });
}

export function useSourceDocumentsQuery() {
  return useAdminQuery({
    key: SOURCE_DOCUMENTS_KEY.slice(1),
    fetch: fetchSourceDocuments,
    what: 'source documents',
  });
}
