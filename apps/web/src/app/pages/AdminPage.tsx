import { Page } from '../../components/Page';
import { ContentFilteringPanel } from '../../features/admin/content-filtering/components/ContentFilteringPanel';
import { AdminPanel } from '../../features/admin/shell/AdminPanel';
import { VideoManagementPanel } from '../../features/admin/video-management/components/VideoManagementPanel';

export function AdminPage() {
  return (
    <Page title="Admin">
      <AdminPanel
        panels={{
          dashboard: null,
          users: null,
          'content-filtering': <ContentFilteringPanel />,
          'video-management': <VideoManagementPanel />,
          'video-reports': null,
          'youtube-api': null,
          'audit-logs': null,
          settings: null,
        }}
      />
    </Page>
  );
}
