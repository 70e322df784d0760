import { Anchor } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { Page } from '../../components/Page';
import { UpcomingNotice } from '../../components/UpcomingNotice';

export function ReportDetailPage() {
  const { sessionId } = useParams();
  return (
    <Page title="Learning Report">
      <UpcomingNotice>The detailed report for session {sessionId} arrives in a later release.</UpcomingNotice>
      <Anchor component={Link} to="/report">
        Back to all reports
      </Anchor>
    </Page>
  );
}
