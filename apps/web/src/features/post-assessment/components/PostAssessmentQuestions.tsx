import type { PostAssessmentReply, PostAssessmentResult } from '@socratica/contracts';
import { Alert, Button, Fieldset, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { isAnswered, type Answer } from '../../../components/questions/answer';
import { QuestionInput } from '../../../components/questions/QuestionInput';
import { useTimedQuestions } from '../../../components/questions/use-timed-questions';
import { preScoreLabels } from '../../../components/pre-score-labels';
import { ApiError, errorText } from '../../../lib/api-error';
import { useSubmitPostAssessmentMutation } from '../api/submit-post-assessment';
import { PostAssessmentCompleted } from './PostAssessmentCompleted';
import { DEFAULT_POST_RESPONSE_SECONDS } from '../post-assessment-limits';
import { useCountdown } from '../hooks/use-countdown';
import { PostAssessmentTimer } from './PostAssessmentTimer';
import { OfflineCoachNote } from '../../../components/OfflineCoachNote';

interface PostAssessmentQuestionsProps {
  sessionId: string;
  reply: PostAssessmentReply;
  /** `timedOut` when the time limit submitted the answers. */
  onSubmitted: (result: PostAssessmentResult, timedOut: boolean) => void;
}

/**
 * One question at a time; Next and Complete wait for an answer (spec 1 §5). The time limit is real
 * (decision 031): it counts down from the server's start, and at zero what is answered is submitted.
 */
export function PostAssessmentQuestions({ sessionId, reply, onSubmitted }: PostAssessmentQuestionsProps) {
  const questions = reply.post_assessment.questions;
  const [answers, setAnswers] = useState<Record<string, Answer>>({});
  const { index, goTo, secondsSpent } = useTimedQuestions(questions.length);
  const submit = useSubmitPostAssessmentMutation(sessionId);
  const hintId = useId();
  // PostAssessment renders this only with at least one question, and the index stays within them.
  const question = questions[index]!;
  const answered = isAnswered(answers[question.id]);
  const isLast = index === questions.length - 1;
  const busy = submit.isPending;
  const [timedOut, setTimedOut] = useState(false);
  const secondsLeft = useCountdown(reply.post_assessment.seconds_left, () => {
    setTimedOut(true);
    if (!submit.isPending && !submit.isSuccess) handleComplete(true);
  });

  // Submitted meanwhile, from another tab or device: the server refuses a second submission.
  if (submit.error instanceof ApiError && submit.error.status === 409)
    return <PostAssessmentCompleted sessionId={sessionId} completedAt={null} />;

  function handleComplete(byTimeLimit = false) {
    submit.mutate(
      questions.map((q, i) => ({
        question_id: q.id,
        answer: answers[q.id] ?? '',
        time_spent: secondsSpent(i, DEFAULT_POST_RESPONSE_SECONDS),
      })),
      { onSuccess: (result) => onSubmitted(result, byTimeLimit) },
    );
  }

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={2}>{reply.topic}</Title>
        <Group gap="lg" c="dimmed">
          <PostAssessmentTimer
            secondsLeft={secondsLeft}
            limitMinutes={reply.post_assessment.time_limit_minutes}
          />
          <Text>
            {preScoreLabels(reply.pre_assessment_score_kind).pre}: {Math.round(reply.pre_assessment_score)}%
          </Text>
        </Group>
      </Stack>
      <OfflineCoachNote tasks={reply.answered_offline} only={['post_assessment']} />
      {reply.post_assessment.knowledge_note && (
        <Alert color="blue" variant="light" title="A self-check, not a knowledge test">
          {reply.post_assessment.knowledge_note}
        </Alert>
      )}
      <Stack gap={6}>
        <Text size="sm" c="dimmed" aria-live="polite">
          Question {index + 1} of {questions.length}
        </Text>
        <Progress value={((index + 1) / questions.length) * 100} aria-hidden size="sm" />
      </Stack>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Fieldset variant="unstyled" disabled={busy} p={0}>
          <QuestionInput
            key={question.id}
            question={question}
            value={answers[question.id]}
            onChange={(answer) => setAnswers((current) => ({ ...current, [question.id]: answer }))}
          />
        </Fieldset>
      </Paper>
      {timedOut && (
        <Alert color="orange" variant="light" title="Time is up">
          Your answers so far were submitted; questions you had not answered count as unanswered.
        </Alert>
      )}
      {submit.isError && (
        <Alert color="red" variant="light" title="Something went wrong">
          {errorText(submit.error)} Your answers are still here: try again.
        </Alert>
      )}
      {busy && (
        <Text role="status" fw={500}>
          Submitting your answers…
        </Text>
      )}
      <Stack gap={6}>
        {!answered && (
          <Text id={hintId} size="sm" c="dimmed">
            Answer this question to continue.
          </Text>
        )}
        <Group justify="space-between" gap="sm">
          <Button variant="default" onClick={() => goTo(index - 1)} disabled={index === 0 || busy}>
            Previous
          </Button>
          {isLast ? (
            <Button
              onClick={() => handleComplete()}
              disabled={!answered}
              loading={busy}
              aria-describedby={answered ? undefined : hintId}
            >
              Complete
            </Button>
          ) : (
            <Button
              onClick={() => goTo(index + 1)}
              disabled={!answered}
              aria-describedby={answered ? undefined : hintId}
            >
              Next
            </Button>
          )}
        </Group>
      </Stack>
    </Stack>
  );
}
