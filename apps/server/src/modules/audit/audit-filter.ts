import type { AuditLogFilter, AuditView } from '@socratica/contracts';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { auditLogs } from '../../db/schema/index.js';

/** Refused and throttled sign-ins: what the dashboard's failed-logins card counts. */
const FAILED_SIGN_IN_TYPES = ['login_failed', 'login_throttled'];

/**
 * The rows each view shows, and so what each dashboard card counts: the card and its link select
 * the same rows because both are this predicate.
 */
const VIEWS: Record<AuditView, SQL> = {
  failed_logins: inArray(auditLogs.actionType, FAILED_SIGN_IN_TYPES),
  // From a VPN or hosting address, or a sign-in from a country new for that user (decided when the
  // row was written: `newCountryAtSignIn`). Written as the partial index's predicate, so it is used.
  suspicious: sql`(${auditLogs.isVpn} or ${auditLogs.newCountry})`,
};

/** The rows a filter selects; undefined when it selects them all. */
export function auditLogWhere(filter: AuditLogFilter): SQL | undefined {
  return and(
    filter.user_role_filter ? eq(auditLogs.userRole, filter.user_role_filter) : undefined,
    filter.action_type ? eq(auditLogs.actionType, filter.action_type) : undefined,
    filter.username ? sql`lower(${auditLogs.username}) = lower(${filter.username})` : undefined,
    filter.view ? VIEWS[filter.view] : undefined,
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
