import { Page } from '../../components/Page';
import { UpcomingNotice } from '../../components/UpcomingNotice';

export function QuizPage() {
  return (
    <Page title="Learn">
      <UpcomingNotice>
        The learning flow (time, topic, baseline questions) arrives in the next release.
      </UpcomingNotice>
    </Page>
  );
}
