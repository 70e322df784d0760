import { useNavigate, useParams } from 'react-router';
import { Page } from '../../components/Page';
import { PostAssessment } from '../../features/post-assessment/components/PostAssessment';
import { clearAssessmentContext } from '../../features/quiz/assessment-context';
import { forgetQuizProgress } from '../../features/quiz/quiz-progress-storage';
import { reportStateFor } from '../routing/report-state';

export function PostAssessmentPage() {
  const { sessionId = '' } = useParams();
  const navigate = useNavigate();

  return (
    <Page title="Post-Assessment" lead="Check what you learned. Answer each question to move on.">
      <PostAssessment
        sessionId={sessionId}
        onSubmitted={() => {
          // This session's quiz is over: the next visit to the quiz starts a new one.
          forgetQuizProgress();
        }}
        onViewReport={(result) =>
          void navigate(`/report/${sessionId}`, { state: reportStateFor(result.learning_gains) })
        }
        onStartOver={() => {
          // Start Over means a new quiz, as on the quiz page: no half-finished steps, no old context.
          forgetQuizProgress();
          clearAssessmentContext();
          void navigate('/quiz');
        }}
      />
    </Page>
  );
}
