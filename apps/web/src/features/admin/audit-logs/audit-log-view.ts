import { AuditActionType, AuditView, type AuditLogFilter } from '@socratica/contracts';
import { pageOf } from '../shell/use-admin-search-params';

/** Spec 2 §9: the audit log comes 100 rows a page. */
export const AUDIT_LOGS_PAGE_SIZE = 100;

/** On a phone each entry is a card: 25 a page keeps a page a few screens long, not dozens (issue 25). */
export const PHONE_AUDIT_LOGS_PAGE_SIZE = 25;

/** Matches the contract's limit on `username` (AuditLogFilter). */
export const AUDIT_USERNAME_MAX_LENGTH = 50;

export interface AuditLogView {
  filter: AuditLogFilter;
  page: number;
}

/**
 * The audit log's filters as the URL holds them, under the API's own names (`?tab=audit-logs&view=suspicious
 * &from=…`), so a dashboard card's link and a reload show the same rows. A value the API would refuse is
 * dropped rather than sent.
 */
export function auditLogViewOf(params: URLSearchParams): AuditLogView {
  const role = params.get('user_role_filter');
  const username = params.get('username')?.trim().slice(0, AUDIT_USERNAME_MAX_LENGTH);
  const filter: AuditLogFilter = {
    user_role_filter: role === 'user' || role === 'admin' ? role : undefined,
    action_type: AuditActionType.safeParse(params.get('action_type')).data,
    username: username || undefined,
    view: AuditView.safeParse(params.get('view')).data,
    from: instantOf(params.get('from')),
    to: instantOf(params.get('to')),
  };
  if (filter.from && filter.to && Date.parse(filter.from) >= Date.parse(filter.to)) filter.to = undefined;
  return { filter, page: pageOf(params) };
}

function instantOf(value: string | null): string | undefined {
  return value && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : undefined;
}

/** The filter as query parameters, alike for a page of the log and for its CSV export. */
export function auditFilterQuery(filter: AuditLogFilter): URLSearchParams {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) {
    if (typeof value === 'string' && value) query.set(name, value);
  }
  return query;
}
