import type { AuditLogFilter } from '@socratica/contracts';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { auditLogs, auditLogViews } from '../../db/schema/index.js';

/** The rows a filter selects; undefined when it selects them all. */
export function auditLogWhere(filter: AuditLogFilter): SQL | undefined {
  return and(
    filter.user_role_filter ? eq(auditLogs.userRole, filter.user_role_filter) : undefined,
    filter.action_type ? eq(auditLogs.actionType, filter.action_type) : undefined,
    filter.username ? sql`lower(${auditLogs.username}) = lower(${filter.username})` : undefined,
    filter.view ? auditLogViews[filter.view] : undefined,
    // Compared as sent: a JavaScript Date would drop the microseconds that PostgreSQL keeps.
    filter.from ? sql`${auditLogs.createdAt} >= ${filter.from}::timestamptz` : undefined,
    filter.to ? sql`${auditLogs.createdAt} < ${filter.to}::timestamptz` : undefined,
  );
}

/**
 * Whether a sign-in about to be recorded comes from a new country: the user has signed in from a
 * known country before, but never from this one. Every sign-in already recorded is earlier.
 */
export const newCountryAtSignIn = (userId: number, country: string): SQL => sql`(
  exists (
    select 1 from ${auditLogs} prior
    where prior.user_id = ${userId} and prior.action_type = 'login_success'
      and prior.location_country is not null)
  and not exists (
    select 1 from ${auditLogs} prior
    where prior.user_id = ${userId} and prior.action_type = 'login_success'
      and prior.location_country = ${country})
)`;
