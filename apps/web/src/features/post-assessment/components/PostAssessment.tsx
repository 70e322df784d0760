import type { PostAssessmentResult } from '@socratica/contracts';
import { Loader, Stack, Text } from '@mantine/core';
import { ApiError } from '../../../lib/api-error';
import { isSessionId, usePostAssessmentQuery } from '../api/post-assessment';
import { NoPostAssessment } from './NoPostAssessment';
import { PostAssessmentCompleted } from './PostAssessmentCompleted';
import { PostAssessmentFailure } from './PostAssessmentFailure';
import { PostAssessmentQuestions } from './PostAssessmentQuestions';

interface PostAssessmentProps {
  sessionId: string;
  onSubmitted: (result: PostAssessmentResult) => void;
  onStartOver: () => void;
}

/** Spec 1 §4: loading, then the questions, then submitting; the page then moves on to the report. */
export function PostAssessment({ sessionId, onSubmitted, onStartOver }: PostAssessmentProps) {
  const query = usePostAssessmentQuery(sessionId);

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
  if (query.data.completed_at)
    return <PostAssessmentCompleted sessionId={sessionId} completedAt={query.data.completed_at} />;
  if (query.data.post_assessment.questions.length === 0) return <NoPostAssessment />;
  return <PostAssessmentQuestions sessionId={sessionId} reply={query.data} onSubmitted={onSubmitted} />;
}
