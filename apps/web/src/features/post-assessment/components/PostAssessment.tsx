import type { PostAssessmentResult } from '@socratica/contracts';
import { Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { isSessionId, usePostAssessmentQuery } from '../api/post-assessment';
import { NoPostAssessment } from './NoPostAssessment';
import { PostAssessmentCompleted } from './PostAssessmentCompleted';
import { PostAssessmentFailure } from './PostAssessmentFailure';
import { PostAssessmentFeedback } from './PostAssessmentFeedback';
import { PostAssessmentQuestions } from './PostAssessmentQuestions';

interface PostAssessmentProps {
  sessionId: string;
  onSubmitted: (result: PostAssessmentResult) => void;
  /** From the marked answers just shown, on to the report. */
  onViewReport: (result: PostAssessmentResult) => void;
  onStartOver: () => void;
}

/**
 * Spec 1 §4: loading, then the questions, then submitting; then each answer marked, with the
 * accepted answer and its source (issue 22), and on to the report.
 */
export function PostAssessment({ sessionId, onSubmitted, onViewReport, onStartOver }: PostAssessmentProps) {
  const query = usePostAssessmentQuery(sessionId);
  const [submitted, setSubmitted] = useState<{ result: PostAssessmentResult; timedOut: boolean } | null>(
    null,
  );

  if (submitted) {
    return (
      <PostAssessmentFeedback
        sessionId={sessionId}
        graded={submitted.result.graded}
        score={submitted.result.learning_gains.post_score}
        timedOut={submitted.timedOut}
        answeredOffline={submitted.result.answered_offline}
        onViewReport={() => onViewReport(submitted.result)}
      />
    );
  }

  if (!isSessionId(sessionId)) return <NoPostAssessment />;
  if (query.isPending) {
    return (
      <Stack align="center" gap="xs" py="xl" role="status">
        <Loader aria-hidden />
        <Text fw={500}>Preparing your post-assessment…</Text>
      </Stack>
    );
  }
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <NoPostAssessment />;
    return (
      <PostAssessmentFailure
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        onStartOver={onStartOver}
      />
    );
  }
  if (query.data.completed_at) {
    return (
      <PostAssessmentCompleted
        sessionId={sessionId}
        completedAt={query.data.completed_at}
        graded={query.data.graded}
        answeredOffline={query.data.answered_offline}
      />
    );
  }
  if (query.data.post_assessment.questions.length === 0) return <NoPostAssessment />;
  return (
    <PostAssessmentQuestions
      sessionId={sessionId}
      reply={query.data}
      onSubmitted={(result, timedOut) => {
        setSubmitted({ result, timedOut });
        onSubmitted(result);
      }}
    />
  );
}
