import type { AuditLogsPage } from '@socratica/contracts';
import { apiGet } from '../../../../lib/api-client';
import { ApiError } from '../../../../lib/api-error';
import { loadFailureText, statusFailureText } from '../../shell/admin-failure-text';
import { useAdminQuery } from '../../shell/use-admin-query';
import { useMediaQuery } from '@mantine/hooks';
import { PHONE_SCREEN } from '../../../../components/full-screen-dialogs';
import {
  AUDIT_LOGS_PAGE_SIZE,
  PHONE_AUDIT_LOGS_PAGE_SIZE,
  auditFilterQuery,
  type AuditLogView,
} from '../audit-log-view';

/** Spec 2 §7 `GET admin/audit-logs`: one page of `limit` entries, newest first, narrowed by the filter. */
function fetchAuditLogs(
  { filter, page }: AuditLogView,
  limit: number,
  signal?: AbortSignal,
): Promise<AuditLogsPage> {
  const query = auditFilterQuery(filter);
  query.set('page', String(page));
  query.set('limit', String(limit));
  return apiGet<AuditLogsPage>(`admin/audit-logs?${query.toString()}`, { signal });
}

export function useAuditLogsQuery(view: AuditLogView) {
  const limit = useMediaQuery(PHONE_SCREEN) ? PHONE_AUDIT_LOGS_PAGE_SIZE : AUDIT_LOGS_PAGE_SIZE;
  return useAdminQuery({
    key: ['audit-logs', view, limit],
    fetch: (signal) => fetchAuditLogs(view, limit, signal),
    what: 'audit logs',
    // Spec 2 §8 quotes the status for this list: "Failed to load audit logs: {status} {text}".
    failureText: (error) =>
      error instanceof ApiError
        ? statusFailureText('Failed to load audit logs', error)
        : loadFailureText('audit logs', error),
    keepPrevious: true,
  });
}
