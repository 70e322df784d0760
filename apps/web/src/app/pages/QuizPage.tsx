import { Page } from '../../components/Page';
import { QuizFlow } from '../../features/quiz/components/QuizFlow';

/**
 * Also the page of /assessment?podcast_episode={id}, the podcasts' quiz link (DESIGN D14). Once episodes
 * exist, that link fills the topic in from the episode; until then it opens the quiz as it is.
 */
export function QuizPage() {
  return (
    <Page title="Learn" lead="Choose your time and topic, then answer five short questions to get started.">
      <QuizFlow />
    </Page>
  );
}
