import { and, count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { auditLogs, type AuditLogRow, type NewAuditLogRow } from '../../db/schema/index.js';

export interface FailureQuery {
  username: string;
  ip: string;
  /** The nonce of the device cookie the client showed for the account, or null for an untrusted client. */
  deviceNonce: string | null;
  since: Date;
}

export class AuditRepository {
  constructor(private readonly db: Database) {}

  async insert(row: NewAuditLogRow): Promise<AuditLogRow> {
    const [created] = await this.db.insert(auditLogs).values(row).returning();
    if (!created) throw new Error('insert into audit_logs returned no row');
    return created;
  }

  async page(
    offset: number,
    limit: number,
    role: 'user' | 'admin' | undefined,
  ): Promise<{ rows: AuditLogRow[]; total: number }> {
    const where = role ? eq(auditLogs.userRole, role) : undefined;
    const [rows, [totals]] = await Promise.all([
      this.db
        .select()
        .from(auditLogs)
        .where(where)
        .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(auditLogs).where(where),
    ]);
    return { rows, total: totals?.total ?? 0 };
  }

  /**
   * Failed sign-ins since a moment, with the oldest time of each count: from one address, against one typed
   * username from clients without a device cookie for it, and from one device cookie (by its nonce).
   */
  async recentFailures({ username, ip, deviceNonce, since }: FailureQuery) {
    const failures = async (where: SQL | undefined): Promise<{ total: number; oldest: Date | null }> => {
      const [row] = await this.db
        .select({ total: count(), oldest: sql<string | null>`min(${auditLogs.createdAt})` })
        .from(auditLogs)
        .where(and(eq(auditLogs.actionType, 'login_failed'), gte(auditLogs.createdAt, since), where));
      return { total: row?.total ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
    };
    const failedDevice = sql`${auditLogs.actionDetails}->>'device'`;
    const [fromIp, untrustedAccount, device] = await Promise.all([
      failures(eq(auditLogs.ipAddress, ip)),
      failures(and(sql`lower(${auditLogs.username}) = lower(${username})`, sql`${failedDevice} is null`)),
      deviceNonce === null ? null : failures(sql`${failedDevice} = ${deviceNonce}`),
    ]);
    return { ip: fromIp, untrustedAccount, device };
  }

  async dashboardCounts(
    now: Date,
  ): Promise<{ last24h: number; failedLogins7d: number; suspicious7d: number }> {
    const dayAgo = new Date(now.getTime() - 24 * 3600_000);
    const weekAgo = new Date(now.getTime() - 7 * 24 * 3600_000);
    // A sign-in is from a new country when the user has signed in from a known country before, but never from this one.
    // The outer row is named in full: drizzle renders columns unqualified, which the subqueries would rebind.
    const newCountry = sql`(
      "audit_logs"."action_type" = 'login_success'
      and "audit_logs"."user_id" is not null
      and "audit_logs"."location_country" is not null
      and exists (
        select 1 from audit_logs prior
        where prior.user_id = "audit_logs"."user_id" and prior.action_type = 'login_success'
          and prior.location_country is not null and prior.created_at < "audit_logs"."created_at")
      and not exists (
        select 1 from audit_logs prior
        where prior.user_id = "audit_logs"."user_id" and prior.action_type = 'login_success'
          and prior.location_country = "audit_logs"."location_country"
          and prior.created_at < "audit_logs"."created_at")
    )`;
    const [row] = await this.db
      .select({
        last24h: sql<number>`count(*) filter (where ${auditLogs.createdAt} >= ${dayAgo})`.mapWith(Number),
        failedLogins7d:
          sql<number>`count(*) filter (where ${auditLogs.actionType} in ('login_failed', 'login_throttled'))`.mapWith(
            Number,
          ),
        suspicious7d: sql<number>`count(*) filter (where ${auditLogs.isVpn} or ${newCountry})`.mapWith(
          Number,
        ),
      })
      .from(auditLogs)
      .where(gte(auditLogs.createdAt, weekAgo));
    return row ?? { last24h: 0, failedLogins7d: 0, suspicious7d: 0 };
  }
}
