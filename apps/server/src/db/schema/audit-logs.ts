import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** Refused and throttled sign-ins: the failed-logins view and its dashboard card. */
function failedSignIn(t: { actionType: AnyPgColumn }): SQL {
  return sql`${t.actionType} in ('login_failed', 'login_throttled')`;
}

/** From a VPN or hosting address, or a sign-in from a country new for that user. */
function suspicious(t: { isVpn: AnyPgColumn; newCountry: AnyPgColumn }): SQL {
  return sql`(${t.isVpn} or ${t.newCountry})`;
}

export const auditLogs = pgTable(
  'audit_logs',
  {
    id: serial('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as typed even when no such user exists, so that failed logins can be throttled per account. */
    username: text('username'),
    userRole: text('user_role', { enum: ['user', 'admin'] }),
    actionType: text('action_type').notNull(),
    actionDetails: jsonb('action_details').$type<Record<string, unknown>>().notNull(),
    ipAddress: text('ip_address'),
    locationCity: text('location_city'),
    locationCountry: text('location_country'),
    isVpn: boolean('is_vpn').notNull().default(false),
    /**
     * A sign-in from a country this user never signed in from before, though they had signed in from
     * a known country: decided once, when the row is written (see `audit-predicates.ts`), because
     * deciding it on every read costs a look back through the user's history for each sign-in.
     */
    newCountry: boolean('new_country').notNull().default(false),
  },
  (t) => [
    // Newest first is every view's order, with `id` breaking ties (and the export reading on from a
    // row): each filter's index ends in both, so that a page is read in order, never sorted.
    index('audit_logs_created_id_idx').on(t.createdAt, t.id),
    index('audit_logs_action_created_idx').on(t.actionType, t.createdAt, t.id),
    index('audit_logs_failed_login_username_idx')
      .on(sql`lower(${t.username})`, t.createdAt)
      .where(sql`${t.actionType} = 'login_failed'`),
    index('audit_logs_failed_login_ip_idx')
      .on(t.ipAddress, t.createdAt)
      .where(sql`${t.actionType} = 'login_failed'`),
    index('audit_logs_user_country_idx').on(t.userId, t.locationCountry, t.createdAt),
    index('audit_logs_role_created_idx').on(t.userRole, t.createdAt, t.id),
    index('audit_logs_username_created_idx').on(sql`lower(${t.username})`, t.createdAt, t.id),
    index('audit_logs_failed_sign_in_created_idx').on(t.createdAt, t.id).where(failedSignIn(t)),
    index('audit_logs_suspicious_created_idx').on(t.createdAt, t.id).where(suspicious(t)),
  ],
);

export type AuditLogRow = typeof auditLogs.$inferSelect;
export type NewAuditLogRow = typeof auditLogs.$inferInsert;

/**
 * The rows of the two views the dashboard's cards count, written exactly as their partial indexes'
 * predicates, so that the planner matches the two.
 */
export const auditLogViews = {
  failed_logins: failedSignIn(auditLogs),
  suspicious: suspicious(auditLogs),
};
