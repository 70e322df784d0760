import { useParams } from 'react-router';
import { Page } from '../../components/Page';
import { UpcomingNotice } from '../../components/UpcomingNotice';

export function PostAssessmentPage() {
  const { sessionId } = useParams();
  return (
    <Page title="Post-Assessment">
      <UpcomingNotice>
        The post-assessment for session {sessionId} arrives in the next release.
      </UpcomingNotice>
    </Page>
  );
}
