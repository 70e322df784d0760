import { Page } from '../../components/Page';
import { UpcomingNotice } from '../../components/UpcomingNotice';

export function AdminPage() {
  return (
    <Page title="Admin">
      <UpcomingNotice>The admin panel arrives in a later release.</UpcomingNotice>
    </Page>
  );
}
