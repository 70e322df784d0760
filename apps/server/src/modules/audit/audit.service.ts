import type { AuditActionType, AuditLog, AuditLogsPage, AuditLogsQuery } from '@socratica/contracts';
import type { IpLocator } from '../../lib/ip-location.js';
import { normalizeIp } from '../../lib/ip-location.js';
import type { AuditLogRow } from '../../db/schema/index.js';
import { offsetOf, paginationOf } from '../../lib/pagination.js';
import type { AuditRepository, FailureQuery } from './audit.repository.js';

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

  async record(entry: AuditEntry): Promise<void> {
    const ip = normalizeIp(entry.ip);
    const location = await this.locator.locate(ip);
    await this.repository.insert({
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
  }

  async list(query: AuditLogsQuery): Promise<AuditLogsPage> {
    const { rows, total } = await this.repository.page(offsetOf(query), query.limit, query.user_role_filter);
    return { logs: rows.map(toAuditLog), pagination: paginationOf(query, total) };
  }

  recentFailedLogins(query: FailureQuery) {
    return this.repository.recentFailures({ ...query, ip: normalizeIp(query.ip) });
  }

  dashboardCounts(now: Date) {
    return this.repository.dashboardCounts(now);
  }
}
