import { Page } from '../../components/Page';
import { UpcomingNotice } from '../../components/UpcomingNotice';

export function ChatPage() {
  return (
    <Page title="Chat with the Tutor">
      <UpcomingNotice>The Socratic tutor chat arrives in the next release.</UpcomingNotice>
    </Page>
  );
}
