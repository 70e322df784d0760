import { Page } from '../../components/Page';
import { FinalAssessmentOverview } from '../../features/final-assessment/components/FinalAssessmentOverview';

export function FinalQuizPage() {
  return (
    <Page title="Final Assessment" lead="One comprehensive check of what you have learned.">
      <FinalAssessmentOverview />
    </Page>
  );
}
