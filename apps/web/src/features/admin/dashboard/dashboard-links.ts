const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface DashboardLinks {
  users: string;
  auditLast24Hours: string;
  failedLogins: string;
  suspiciousActivity: string;
}

/**
 * Where each card leads: the view that holds the rows it counted, measured back from `countedAt` (when the
 * figures were fetched) so the card and the list it opens agree.
 */
export function dashboardLinks(countedAt: number): DashboardLinks {
  const since = (ms: number) => new Date(countedAt - ms).toISOString();
  const admin = (params: Record<string, string>) => `/admin?${new URLSearchParams(params).toString()}`;
  return {
    users: admin({ tab: 'users' }),
    auditLast24Hours: admin({ tab: 'audit-logs', from: since(DAY) }),
    failedLogins: admin({ tab: 'audit-logs', view: 'failed_logins', from: since(7 * DAY) }),
    suspiciousActivity: admin({ tab: 'audit-logs', view: 'suspicious', from: since(7 * DAY) }),
  };
}
