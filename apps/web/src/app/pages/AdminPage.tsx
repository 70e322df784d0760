import { Page } from '../../components/Page';
import { AuditLogsTab } from '../../features/admin/audit-logs/components/AuditLogsTab';
import { DashboardTab } from '../../features/admin/dashboard/components/DashboardTab';
import { AdminPanel } from '../../features/admin/shell/AdminPanel';
import { SettingsTab } from '../../features/admin/settings/components/SettingsTab';
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
          'audit-logs': <AuditLogsTab />,
          settings: <SettingsTab />,
        }}
      />
    </Page>
  );
}
