import { Page } from '../../components/Page';
import { DashboardTab } from '../../features/admin/dashboard/components/DashboardTab';
import { AdminPanel } from '../../features/admin/shell/AdminPanel';
import { UsersTab } from '../../features/admin/users/components/UsersTab';

export function AdminPage() {
  return (
    <Page title="Admin">
      <AdminPanel
        panels={{
          dashboard: <DashboardTab />,
          users: <UsersTab />,
          'content-filtering': null,
          'video-management': null,
          'video-reports': null,
          'youtube-api': null,
          'audit-logs': null,
          settings: null,
        }}
      />
    </Page>
  );
}
