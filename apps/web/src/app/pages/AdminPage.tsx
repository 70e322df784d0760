import { Page } from '../../components/Page';
import { AuditLogsTab } from '../../features/admin/audit-logs/components/AuditLogsTab';
import { ContentFilteringPanel } from '../../features/admin/content-filtering/components/ContentFilteringPanel';
import { DashboardTab } from '../../features/admin/dashboard/components/DashboardTab';
import { LearningTab } from '../../features/admin/learning/components/LearningTab';
import { PodcastsTab } from '../../features/admin/podcasts/components/PodcastsTab';
import { SettingsTab } from '../../features/admin/settings/components/SettingsTab';
import { SourcesTab } from '../../features/admin/sources/components/SourcesTab';
import { AdminPanel } from '../../features/admin/shell/AdminPanel';
import { UsersTab } from '../../features/admin/users/components/UsersTab';
import { VideoManagementPanel } from '../../features/admin/video-management/components/VideoManagementPanel';
import { VideoReportsPanel } from '../../features/admin/video-reports/components/VideoReportsPanel';
import { YoutubeApiPanel } from '../../features/admin/youtube-api/components/YoutubeApiPanel';
import { useSession } from '../../features/auth/hooks/use-session';
import { VideoDialog } from '../../features/chat/components/VideoDialog';

/** The topic the video popup demo's feedback is filed under. */
const VIDEO_POPUP_TOPIC = 'Admin video popup test';

export function AdminPage() {
  const { user } = useSession();
  return (
    <Page title="Admin">
      <AdminPanel
        panels={{
          dashboard: <DashboardTab />,
          users: <UsersTab signedInUserId={user?.id ?? null} />,
          'content-filtering': <ContentFilteringPanel />,
          'video-management': <VideoManagementPanel />,
          podcasts: <PodcastsTab />,
          sources: <SourcesTab />,
          learning: <LearningTab />,
          'video-reports': (
            <VideoReportsPanel
              renderVideoDialog={({ video, onClose }) => (
                <VideoDialog video={video} topic={VIDEO_POPUP_TOPIC} onClose={onClose} />
              )}
            />
          ),
          'youtube-api': <YoutubeApiPanel />,
          'audit-logs': <AuditLogsTab />,
          settings: <SettingsTab />,
        }}
      />
    </Page>
  );
}
