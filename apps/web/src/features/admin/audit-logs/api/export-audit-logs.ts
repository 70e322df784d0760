import type { AuditLogFilter } from '@socratica/contracts';
import { useMutation } from '@tanstack/react-query';
import { fetchApi } from '../../../../lib/api-client';
import { attachmentFilename, saveFile } from '../../../../lib/file-download';
import { auditFilterQuery } from '../audit-log-view';

const FALLBACK_FILENAME = 'audit-log.csv';

/**
 * `GET admin/audit-logs/export`: the whole filtered log as CSV (the server streams it and escapes formula
 * cells). Fetched with the bearer token, as a plain link cannot carry it, then handed to the browser as a file
 * under the name the server gives.
 */
async function exportAuditLogs(filter: AuditLogFilter): Promise<string> {
  const query = auditFilterQuery(filter).toString();
  const response = await fetchApi('GET', `admin/audit-logs/export${query ? `?${query}` : ''}`, {
    accept: 'text/csv',
  });
  const filename = attachmentFilename(response.headers.get('Content-Disposition'), FALLBACK_FILENAME);
  saveFile(await response.blob(), filename);
  return filename;
}

export function useExportAuditLogsMutation() {
  return useMutation({ mutationFn: exportAuditLogs });
}
