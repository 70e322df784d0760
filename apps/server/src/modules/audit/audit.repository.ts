import { qualified } from '../../db/qualified-column.js';
import type { AuditLogFilter } from '@socratica/contracts';
import { and, count, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { auditLogs, type AuditLogRow, type NewAuditLogRow } from '../../db/schema/index.js';
import { auditLogWhere, newCountryAtSignIn } from './audit-filter.js';

export interface FailureQuery {
  username: string;
  ip: string;
  /** The nonce of the device cookie the client showed for the account, or null for an untrusted client. */
  deviceNonce: string | null;
  since: Date;
}

export class AuditRepository {
  constructor(private readonly db: Database) {}

  async insert(row: Omit<NewAuditLogRow, 'newCountry'>): Promise<AuditLogRow> {
    const newCountry =
      row.actionType === 'login_success' && row.userId != null && row.locationCountry
        ? newCountryAtSignIn(row.userId, row.locationCountry)
        : false;
    const [created] = await this.db
      .insert(auditLogs)
      .values({ ...row, newCountry })
      .returning();
    if (!created) throw new Error('insert into audit_logs returned no row');
    return created;
  }

  async page(
    offset: number,
    limit: number,
    filter: AuditLogFilter,
  ): Promise<{ rows: AuditLogRow[]; total: number }> {
    const where = auditLogWhere(filter);
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
   * The next rows of an export, in the pages' order (newest first), among the rows written before
   * `beforeId`: those after the row `afterId` (keyset, so each batch costs the same however deep),
   * or from the start.
   */
  exportBatch(filter: AuditLogFilter, beforeId: number, afterId: number | null, size: number) {
    return this.db
      .select()
      .from(auditLogs)
      .where(
        and(
          auditLogWhere(filter),
          lt(auditLogs.id, beforeId),
          afterId === null
            ? undefined
            : sql`(${qualified(auditLogs.createdAt)}, ${qualified(auditLogs.id)}) < (select cursor.created_at, cursor.id from ${auditLogs} cursor where cursor.id = ${afterId})`,
        ),
      )
      .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
      .limit(size);
  }

  /** How many rows each filter selects, in one pass over the rows any of them selects. */
  async countEach<K extends string>(filters: Record<K, AuditLogFilter>): Promise<Record<K, number>> {
    const wheres = Object.entries<AuditLogFilter>(filters).map(
      ([key, filter]) => [key, auditLogWhere(filter) ?? sql`true`] as const,
    );
    const [row] = await this.db
      .select(
        Object.fromEntries(
          wheres.map(([key, where]) => [key, sql<number>`count(*) filter (where ${where})`.mapWith(Number)]),
        ),
      )
      .from(auditLogs)
      .where(or(...wheres.map(([, where]) => where)));
    return row as Record<K, number>;
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
}
