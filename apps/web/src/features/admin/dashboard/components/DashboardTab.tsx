import type { DashboardStats } from '@socratica/contracts';
import { Paper, SimpleGrid, Stack } from '@mantine/core';
import { PageLoader } from '../../../../components/PageLoader';
import { LoadFailed } from '../../shell/LoadFailed';
import { useDashboardStatsQuery } from '../api/dashboard-stats';
import { dashboardLinks, type DashboardLinks } from '../dashboard-links';
import { DashboardCard } from './DashboardCard';
import { CoachEventsTable } from './CoachEventsTable';
import { ModelReplyChecksCard } from './ModelReplyChecksCard';
import { isCoachOutcome } from '../coach-outcomes';
import { pageOf, useAdminSearchParams } from '../../shell/use-admin-search-params';
import { SourcelessTopicsCard } from './SourcelessTopicsCard';

interface CardSpec {
  title: string;
  figure: (stats: DashboardStats) => number;
  note: (stats: DashboardStats) => string;
  link: keyof DashboardLinks;
  linkLabel: string;
}

// Spec 2 §2's four cards, in its order.
const CARDS: CardSpec[] = [
  {
    title: 'Total users',
    figure: (stats) => stats.total_users,
    note: (stats) => `${stats.active_users.toLocaleString('en-US')} active`,
    link: 'users',
    linkLabel: 'Open the users list',
  },
  {
    title: 'Audit logs',
    figure: (stats) => stats.total_audit_logs,
    note: () => 'Last 24 hours',
    link: 'auditLast24Hours',
    linkLabel: 'Open the audit log of the last 24 hours',
  },
  {
    title: 'Failed logins',
    figure: (stats) => stats.failed_logins_7d,
    note: () => 'Last 7 days',
    link: 'failedLogins',
    linkLabel: 'Open the failed logins of the last 7 days',
  },
  {
    title: 'Suspicious activity',
    figure: (stats) => stats.suspicious_activity_7d,
    note: () => 'VPN or unusual location, last 7 days',
    link: 'suspiciousActivity',
    linkLabel: 'Open the suspicious activity of the last 7 days',
  },
];

/** Spec 2 §2: the four cards, each leading to the filtered list it counts, then the model's checked replies (D20). */
export function DashboardTab() {
  const stats = useDashboardStatsQuery();
  const [params, updateParams] = useAdminSearchParams();

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
  const shownRows = params.get('coach_events');
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        {CARDS.map((card) => (
          <DashboardCard
            key={card.title}
            title={card.title}
            value={card.figure(figures)}
            note={card.note(figures)}
            to={links[card.link]}
            linkLabel={card.linkLabel}
          />
        ))}
        <ModelReplyChecksCard
          replies={figures.model_replies}
          rowsLink={(outcome) => `/admin?tab=dashboard&coach_events=${outcome}`}
        />
      </SimpleGrid>
      {isCoachOutcome(shownRows) && (
        <CoachEventsTable
          outcome={shownRows}
          page={pageOf(params)}
          onPageChange={(page) => updateParams({ page: String(page) })}
          closeLink="/admin?tab=dashboard"
        />
      )}
      <SourcelessTopicsCard topics={figures.topics_without_source} />
    </Stack>
  );
}
