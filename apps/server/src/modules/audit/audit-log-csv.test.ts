import { describe, expect, it } from 'vitest';
import type { AuditLogRow } from '../../db/schema/index.js';
import { AUDIT_LOG_CSV_HEADER, auditLogCsvFilename, auditLogCsvRow } from './audit-log-csv.js';

const row = (overrides: Partial<AuditLogRow> = {}): AuditLogRow => ({
  id: 7,
  createdAt: new Date('2026-07-04T16:05:09.123Z'),
  userId: 3,
  username: 'ada',
  userRole: 'admin',
  actionType: 'user_created',
  actionDetails: { action: 'Created user account "bob"', target_user_id: 4 },
  ipAddress: '81.2.69.142',
  locationCity: 'São Paulo',
  locationCountry: 'BR',
  isVpn: false,
  newCountry: false,
  ...overrides,
});

describe('the audit-log CSV', () => {
  it('starts with a byte-order mark and the column names', () => {
    expect(AUDIT_LOG_CSV_HEADER).toBe(
      '\uFEFF"ID","Time (UTC)","Time (ET)","Username","Role","Action type","Action","Details","IP address","City","Country","VPN"\r\n',
    );
  });

  it('writes a row with UTC and Eastern times, the action sentence and the other details as JSON', () => {
    expect(auditLogCsvRow(row())).toBe(
      '"7","2026-07-04T16:05:09.123Z","2026-07-04 12:05:09 ET","ada","admin","user_created",' +
        '"Created user account ""bob""","{""target_user_id"":4}","81.2.69.142","São Paulo","BR","no"\r\n',
    );
  });

  it('shows Eastern standard time in winter, and empty cells for what is unknown', () => {
    const line = auditLogCsvRow(
      row({
        createdAt: new Date('2026-01-15T03:00:00Z'),
        userId: null,
        username: null,
        userRole: null,
        actionType: 'login_failed',
        actionDetails: { action: 'Failed sign-in' },
        ipAddress: null,
        locationCity: null,
        locationCountry: null,
        isVpn: true,
      }),
    );
    expect(line).toBe(
      '"7","2026-01-15T03:00:00.000Z","2026-01-14 22:00:00 ET","","","login_failed","Failed sign-in","{}","","","","yes"\r\n',
    );
  });

  it('escapes a hostile username and action sentence', () => {
    const line = auditLogCsvRow(
      row({ username: '=HYPERLINK("http://evil.example")', actionDetails: { action: '@SUM(1+1)' } }),
    );
    expect(line).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(line).toContain(`"'@SUM(1+1)"`);
  });

  it('names the file by the Eastern date of the export', () => {
    // 02:00 UTC on 23 November is still the 22nd in New York.
    expect(auditLogCsvFilename(new Date('2026-11-23T02:00:00Z'))).toBe('socratica-audit-log-2026-11-22.csv');
    expect(auditLogCsvFilename(new Date('2026-11-23T12:00:00Z'))).toBe('socratica-audit-log-2026-11-23.csv');
  });
});
