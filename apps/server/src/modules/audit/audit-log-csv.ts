import type { AuditLogRow } from '../../db/schema/index.js';
import { csvRow } from '../../lib/csv.js';
import { EASTERN_TIME_ZONE, easternDate } from '../../lib/eastern-time.js';

/**
 * Eastern time as `2026-11-23 17:10:15`: Swedish writes dates the ISO way, and Intl formats a
 * hundred thousand rows in a tenth of the time luxon takes.
 */
const easternClock = new Intl.DateTimeFormat('sv-SE', {
  timeZone: EASTERN_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The file an export downloads as, named by the day it was made in Eastern time (DESIGN D13). */
export const auditLogCsvFilename = (now: Date) => `socratica-audit-log-${easternDate(now)}.csv`;

/**
 * A byte-order mark first: without it Excel reads UTF-8 as its local code page and garbles names such
 * as São Paulo. Spreadsheets and CSV readers that expect UTF-8 skip it.
 */
export const AUDIT_LOG_CSV_HEADER = `\uFEFF${csvRow([
  'ID',
  'Time (UTC)',
  'Time (ET)',
  'Username',
  'Role',
  'Action type',
  'Action',
  'Details',
  'IP address',
  'City',
  'Country',
  'VPN',
])}`;

export function auditLogCsvRow(row: AuditLogRow): string {
  // The action sentence has its own column; the details are the facts kept beside it.
  const { action, ...details } = row.actionDetails;
  return csvRow([
    row.id,
    row.createdAt.toISOString(),
    `${easternClock.format(row.createdAt)} ET`,
    row.username,
    row.userRole,
    row.actionType,
    typeof action === 'string' ? action : '',
    JSON.stringify(details),
    row.ipAddress,
    row.locationCity,
    row.locationCountry,
    row.isVpn ? 'yes' : 'no',
  ]);
}
