import { Page } from '../../components/Page';
import { UpcomingNotice } from '../../components/UpcomingNotice';

export function PodcastsPage() {
  return (
    <Page title="Podcasts">
      <UpcomingNotice>The podcast area arrives in a later release.</UpcomingNotice>
    </Page>
  );
}
