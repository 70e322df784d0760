import { Page } from '../../components/Page';
import { ContentFilteringPanel } from '../../features/admin/content-filtering/components/ContentFilteringPanel';
import { AdminPanel } from '../../features/admin/shell/AdminPanel';
import { VideoReportsPanel } from '../../features/admin/video-reports/components/VideoReportsPanel';
import { VideoDialog } from '../../features/chat/components/VideoDialog';
import { YoutubeApiPanel } from '../../features/admin/youtube-api/components/YoutubeApiPanel';
import { VideoManagementPanel } from '../../features/admin/video-management/components/VideoManagementPanel';

/** The topic the video popup demo's feedback is filed under. */
const VIDEO_POPUP_TOPIC = 'Admin video popup test';

export function AdminPage() {
  return (
    <Page title="Admin">
      <AdminPanel
        panels={{
          dashboard: null,
          users: null,
          'content-filtering': <ContentFilteringPanel />,
          'video-management': <VideoManagementPanel />,
          'video-reports': (
            <VideoReportsPanel
              renderVideoDialog={({ video, onClose }) => (
                <VideoDialog video={video} topic={VIDEO_POPUP_TOPIC} onClose={onClose} />
              )}
            />
          ),
          'youtube-api': <YoutubeApiPanel />,
          'audit-logs': null,
          settings: null,
        }}
      />
    </Page>
  );
}
