import type {
  AuditActionType,
  AuditLog,
  AuditLogFilter,
  AuditLogsPage,
  AuditLogsQuery,
} from '@socratica/contracts';
import type { IpLocator } from '../../lib/ip-location.js';
import { normalizeIp } from '../../lib/ip-location.js';
import type { AuditLogRow } from '../../db/schema/index.js';
import { offsetOf, paginationOf } from '../../lib/pagination.js';
import type { AuditRepository, FailureQuery } from './audit.repository.js';
import { AUDIT_LOG_CSV_HEADER, auditLogCsvRow } from './audit-log-csv.js';

/**
 * Rows an export reads at a time: its memory stays that of one batch, however long the log. A batch
 * of 200 rows dies young, inside the server's 2 MB semi-space (SERVER_NODE_FLAGS); batches of 500 and
 * 1,000 outlived it, were promoted to the old generation, and grew the server by 95 and 114 MB over
 * 100,000 rows before a full collection (measured by `npm run bench admin`; 200 rows: about 10 MB).
 */
const EXPORT_BATCH_ROWS = 200;

const HOUR_MS = 3600_000;

/**
 * What each dashboard card counts, as the audit-log filter whose total it is: the card's link shows
 * exactly the rows it counted.
 */
const dashboardCardFilters = (now: Date) => {
  const since = (hours: number) => new Date(now.getTime() - hours * HOUR_MS).toISOString();
  return {
    last24h: { from: since(24) },
    failedLogins7d: { view: 'failed_logins', from: since(7 * 24) },
    suspicious7d: { view: 'suspicious', from: since(7 * 24) },
  } satisfies Record<string, AuditLogFilter>;
};

const describeFilter = (filter: AuditLogFilter) => {
  const parts = Object.entries(filter)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([name, value]) => `${name} ${String(value)}`);
  return parts.length === 0 ? 'all rows' : parts.join(', ');
};

export interface AuditActor {
  id: number;
  username: string;
  role: 'user' | 'admin';
}

export interface AuditEntry {
  actionType: AuditActionType;
  /** Who acted; for a failed sign-in, nobody, and `username` holds what was typed. */
  actor: AuditActor | null;
  username?: string;
  ip: string;
  /** A sentence a person reads in the audit log, plus any facts worth keeping. */
  action: string;
  details?: Record<string, unknown>;
}

function toAuditLog(row: AuditLogRow): AuditLog {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    user_id: row.userId,
    username: row.username,
    user_role: row.userRole,
    action_type: row.actionType,
    action_details: row.actionDetails,
    ip_address: row.ipAddress,
    location_city: row.locationCity,
    location_country: row.locationCountry,
    is_vpn: row.isVpn,
  };
}

export class AuditService {
  constructor(
    private readonly repository: AuditRepository,
    private readonly locator: IpLocator,
  ) {}

  /** Writes one row of the trail and answers its id. */
  async record(entry: AuditEntry): Promise<number> {
    const ip = normalizeIp(entry.ip);
    const location = await this.locator.locate(ip);
    const { id } = await this.repository.insert({
      actionType: entry.actionType,
      userId: entry.actor?.id ?? null,
      username: entry.actor?.username ?? entry.username ?? null,
      userRole: entry.actor?.role ?? null,
      actionDetails: { action: entry.action, ...entry.details },
      ipAddress: ip,
      locationCity: location.city,
      locationCountry: location.country,
      isVpn: location.isVpn,
    });
    return id;
  }

  async list(query: AuditLogsQuery): Promise<AuditLogsPage> {
    const { page, limit, ...filter } = query;
    const { rows, total } = await this.repository.page(offsetOf({ page, limit }), limit, filter);
    return { logs: rows.map(toAuditLog), pagination: paginationOf({ page, limit }, total) };
  }

  /**
   * Records the export, then answers the filtered trail as CSV text, a batch of rows at a time, as of
   * that moment (the export's own row and later ones are left out). Reading stops once `signal`
   * fires: the client has gone.
   */
  async exportCsv(
    filter: AuditLogFilter,
    by: AuditActor,
    ip: string,
    signal: AbortSignal,
  ): Promise<AsyncIterable<string>> {
    const exportId = await this.record({
      actionType: 'audit_log_exported',
      actor: by,
      ip,
      action: `Exported the audit log as CSV (${describeFilter(filter)})`,
      details: { filter },
    });
    return this.csvChunks(filter, exportId, signal);
  }

  private async *csvChunks(filter: AuditLogFilter, beforeId: number, signal: AbortSignal) {
    yield AUDIT_LOG_CSV_HEADER;
    let afterId: number | null = null;
    while (!signal.aborted) {
      const rows = await this.repository.exportBatch(filter, beforeId, afterId, EXPORT_BATCH_ROWS);
      const last = rows.at(-1);
      if (!last) return;
      yield rows.map(auditLogCsvRow).join('');
      if (rows.length < EXPORT_BATCH_ROWS) return;
      afterId = last.id;
    }
  }

  recentFailedLogins(query: FailureQuery) {
    return this.repository.recentFailures({ ...query, ip: normalizeIp(query.ip) });
  }

  dashboardCounts(now: Date) {
    return this.repository.countEach(dashboardCardFilters(now));
  }
}
