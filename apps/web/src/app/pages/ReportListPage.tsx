import { Page } from '../../components/Page';
import { UpcomingNotice } from '../../components/UpcomingNotice';

export function ReportListPage() {
  return (
    <Page title="Your Reports">
      <UpcomingNotice>Your learning reports will be listed here in a later release.</UpcomingNotice>
    </Page>
  );
}
