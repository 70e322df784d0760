import type { CoachTask, GradedAnswer } from '@socratica/contracts';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { PostAssessmentActions } from './PostAssessmentActions';
import { formatEastern } from '../../../lib/time';
import { PostAssessmentFeedback } from './PostAssessmentFeedback';

interface PostAssessmentCompletedProps {
  sessionId: string;
  /** When it was submitted, if known; a refused second submission may not say. */
  completedAt: string | null;
  /** The marked answers, when the server sent them. */
  graded?: GradedAnswer[] | null;
  /** The session's tasks the offline coach did because the model failed them (issue 38). */
  answeredOffline?: readonly CoachTask[];
}

/** A post-assessment counts once: a completed one leads to its report instead of to its questions again. */
export function PostAssessmentCompleted({
  sessionId,
  completedAt,
  graded,
  answeredOffline = [],
}: PostAssessmentCompletedProps) {
  const marked = graded && graded.length > 0;
  return (
    <Stack gap="xl">
      <Paper withBorder radius="md" p="xl">
        <Stack gap="sm" align="flex-start">
          <Title order={2}>Post-assessment already completed</Title>
          <Text>
            {completedAt ? `You completed it on ${formatEastern(completedAt)}. ` : ''}A post-assessment counts
            once, so its score stands and it cannot be taken again.{' '}
            {marked ? 'Here are your answers, marked.' : 'Your report has the results.'}
          </Text>
          {!marked && <PostAssessmentActions sessionId={sessionId} />}
        </Stack>
      </Paper>
      {marked && (
        <PostAssessmentFeedback
          sessionId={sessionId}
          graded={graded}
          score={null}
          answeredOffline={answeredOffline}
        />
      )}
    </Stack>
  );
}
