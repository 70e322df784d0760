import type { AuditLogsPage } from '@socratica/contracts';
import { apiGet } from '../../../../lib/api-client';
import { NetworkError } from '../../../../lib/api-error';
import { loadFailureText, statusFailureText } from '../../shell/admin-failure-text';
import { useAdminQuery } from '../../shell/use-admin-query';
import { AUDIT_LOGS_PAGE_SIZE, auditFilterQuery, type AuditLogView } from '../audit-log-view';

/** Spec 2 §7 `GET admin/audit-logs`: one page, newest first, narrowed by the filter. */
export function fetchAuditLogs({ filter, page }: AuditLogView, signal?: AbortSignal): Promise<AuditLogsPage> {
  const query = auditFilterQuery(filter);
  query.set('page', String(page));
  query.set('limit', String(AUDIT_LOGS_PAGE_SIZE));
  return apiGet<AuditLogsPage>(`admin/audit-logs?${query.toString()}`, { signal });
}

export function useAuditLogsQuery(view: AuditLogView) {
  return useAdminQuery({
    key: ['audit-logs', view],
    fetch: (signal) => fetchAuditLogs(view, signal),
    what: 'audit logs',
    // Spec 2 §8 quotes the status for this list: "Failed to load audit logs: {status} {text}".
    failureText: (error) =>
      error instanceof NetworkError
        ? loadFailureText('audit logs', error)
        : statusFailureText('Failed to load audit logs', error),
    keepPrevious: true,
  });
}
