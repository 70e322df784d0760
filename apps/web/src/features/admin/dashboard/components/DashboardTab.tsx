import { Paper, SimpleGrid } from '@mantine/core';
import { PageLoader } from '../../../../components/PageLoader';
import { LoadFailed } from '../../shell/LoadFailed';
import { useDashboardStatsQuery } from '../api/dashboard-stats';
import { dashboardLinks } from '../dashboard-links';
import { DashboardCard } from './DashboardCard';

/** Spec 2 §2: the four cards, each leading to the filtered list it counts. */
export function DashboardTab() {
  const stats = useDashboardStatsQuery();

  if (stats.isPending) return <PageLoader label="Loading dashboard stats…" />;
  if (!stats.data) {
    return (
      <Paper withBorder radius="md" p="md">
        <LoadFailed what="dashboard stats" retrying={stats.isFetching} onRetry={() => void stats.refetch()} />
      </Paper>
    );
  }

  const figures = stats.data;
  const links = dashboardLinks(stats.dataUpdatedAt);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      <DashboardCard
        title="Total users"
        value={figures.total_users}
        note={`${figures.active_users.toLocaleString('en-US')} active`}
        to={links.users}
        linkLabel="Open the users list"
      />
      <DashboardCard
        title="Audit logs"
        value={figures.total_audit_logs}
        note="Last 24 hours"
        to={links.auditLast24Hours}
        linkLabel="Open the audit log of the last 24 hours"
      />
      <DashboardCard
        title="Failed logins"
        value={figures.failed_logins_7d}
        note="Last 7 days"
        to={links.failedLogins}
        linkLabel="Open the failed logins of the last 7 days"
      />
      <DashboardCard
        title="Suspicious activity"
        value={figures.suspicious_activity_7d}
        note="VPN or unusual location, last 7 days"
        to={links.suspiciousActivity}
        linkLabel="Open the suspicious activity of the last 7 days"
      />
    </SimpleGrid>
  );
}
