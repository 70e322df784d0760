import type { StartAssessmentResponse } from '@socratica/contracts';
import { Alert, Button, Fieldset, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { isAnswered, type Answer } from '../../../components/questions/answer';
import { QuestionInput } from '../../../components/questions/QuestionInput';
import { useTimedQuestions } from '../../../components/questions/use-timed-questions';
import { ApiError, errorText } from '../../../lib/api-error';
import { useBaselineSubmission, type SubmittedBaseline } from '../hooks/use-baseline-submission';
import { DEFAULT_RESPONSE_SECONDS } from '../quiz-limits';
import { SESSION_NOT_FOUND } from '../quiz-messages';
import { AllocationSummary } from './AllocationSummary';
import { QuestionIndicators } from './QuestionIndicators';
import { StepActions } from './StepActions';
import { StepHeading } from './StepHeading';
import { OfflineCoachNote } from '../../../components/OfflineCoachNote';

interface PreAssessmentStepProps {
  session: StartAssessmentResponse;
  answers: Record<string, Answer>;
  onAnswer: (questionId: string, answer: Answer) => void;
  onSubmitted: (result: SubmittedBaseline) => void;
  focusHeading: boolean;
}

export function PreAssessmentStep({
  session,
  answers,
  onAnswer,
  onSubmitted,
  focusHeading,
}: PreAssessmentStepProps) {
  const questions = session.assessment.questions;
  const { index, goTo, secondsSpent } = useTimedQuestions(questions.length);
  const submission = useBaselineSubmission();
  const [unanswered, setUnanswered] = useState<string | null>(null);
  const question = questions[index];
  const isLast = index === questions.length - 1;
  const busy = submission.isPending;

  function handleNext() {
    if (!isLast) {
      goTo(index + 1);
      return;
    }
    const firstOpen = questions.findIndex((q) => !isAnswered(answers[q.id]));
    if (firstOpen !== -1) {
      const message = `Please answer all ${questions.length} questions before continuing.`;
      window.alert(message);
      setUnanswered(message);
      goTo(firstOpen);
      return;
    }
    setUnanswered(null);
    submission.mutate(
      { session, answers, secondsSpent: (i) => secondsSpent(i, DEFAULT_RESPONSE_SECONDS) },
      {
        onSuccess: (result) => onSubmitted(result),
        onError: (error) => {
          if (isSessionGone(error)) window.alert(SESSION_NOT_FOUND);
        },
      },
    );
  }

  if (!question) {
    return (
      <Alert color="red" variant="light" title="No questions">
        No questions were generated. Please try again.
      </Alert>
    );
  }

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <StepHeading focusOnMount={focusHeading}>Pre-Assessment: {session.topic}</StepHeading>
        <Text c="dimmed">
          {questions.length} short questions show where you start, so the tutor can meet you there.
        </Text>
      </Stack>
      <AllocationSummary allocation={session.time_allocation} />
      <OfflineCoachNote tasks={session.assessment.answered_offline} only={['baseline']} />
      <QuestionIndicators
        answered={questions.map((q) => isAnswered(answers[q.id]))}
        current={index}
        onJump={goTo}
        disabled={busy}
      />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Text size="sm" c="dimmed" aria-live="polite">
            Question {index + 1} of {questions.length}
          </Text>
          <Fieldset variant="unstyled" disabled={busy} p={0}>
            <QuestionInput
              key={question.id}
              question={question}
              value={answers[question.id]}
              onChange={(answer) => {
                setUnanswered(null);
                onAnswer(question.id, answer);
              }}
            />
          </Fieldset>
        </Stack>
      </Paper>
      {unanswered && (
        <Alert color="red" variant="light" title="Some questions are not answered">
          {unanswered}
        </Alert>
      )}
      {submission.isError && <SubmissionError error={submission.error} />}
      {submission.progress && (
        <Text role="status" fw={500}>
          {submission.progress.phase === 'saving'
            ? `Saving answer ${submission.progress.saved + 1} of ${submission.progress.total}…`
            : 'Scoring your answers…'}
        </Text>
      )}
      <StepActions>
        <Button variant="default" onClick={() => goTo(index - 1)} disabled={index === 0 || busy}>
          Previous
        </Button>
        <Button onClick={handleNext} loading={busy}>
          {isLast ? 'Complete Pre-Assessment' : 'Next'}
        </Button>
      </StepActions>
    </Stack>
  );
}

function SubmissionError({ error }: { error: Error }) {
  if (isSessionGone(error)) {
    return (
      <Alert color="red" variant="light" title="Session not found">
        {SESSION_NOT_FOUND}
      </Alert>
    );
  }
  return (
    <Alert color="red" variant="light" title="Failed to save response">
      {errorText(error)} Your answers are still here: try again.
    </Alert>
  );
}

function isSessionGone(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
