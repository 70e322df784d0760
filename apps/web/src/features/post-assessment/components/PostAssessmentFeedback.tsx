import type { CoachTask, Credit, GradedAnswer } from '@socratica/contracts';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { OfflineCoachNote } from '../../../components/OfflineCoachNote';
import { PostAssessmentActions } from './PostAssessmentActions';

interface PostAssessmentFeedbackProps {
  sessionId: string;
  graded: GradedAnswer[];
  /** The score just earned, when known. */
  score: number | null;
  /** Said when the time limit submitted the answers. */
  timedOut?: boolean;
  /** The report link; the page may pass the fresh result along with it. */
  onViewReport?: () => void;
  /** The session's tasks the offline coach did because the model failed them (issue 38). */
  answeredOffline?: readonly CoachTask[];
}

const CREDIT: Record<Credit, { label: string; color: string }> = {
  full: { label: 'Full credit', color: 'teal' },
  partial: { label: 'Partial credit', color: 'yellow' },
  none: { label: 'No credit', color: 'red' },
};

/**
 * After submitting (issue 22): each scored item with the learner's answer, the accepted answer and
 * where it comes from, the credit earned and why. The credit is written out, never colour alone.
 */
export function PostAssessmentFeedback({
  sessionId,
  graded,
  score,
  timedOut = false,
  onViewReport,
  answeredOffline = [],
}: PostAssessmentFeedbackProps) {
  const full = graded.filter((g) => g.credit === 'full').length;
  const unanswered = graded.filter((g) => g.learner_answer === '').length;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={2}>Your answers, marked</Title>
        <Text>
          {score !== null && `You scored ${Math.round(score * 10) / 10}%. `}
          Full credit on {full} of {graded.length} {graded.length === 1 ? 'question' : 'questions'}.
          {unanswered > 0 &&
            ` ${unanswered} ${unanswered === 1 ? 'was' : 'were'} not answered${timedOut ? ' before the time ran out' : ''} and earned no credit.`}
        </Text>
        <OfflineCoachNote tasks={answeredOffline} only={['marking']} />
      </Stack>
      <Stack gap="md" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
        {graded.map((item, index) => (
          <Paper key={item.question_id} component="li" withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
            <Stack gap="xs">
              <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
                <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
                  {index + 1}. {item.question_text}
                </Title>
                <Badge color={CREDIT[item.credit].color} c="gray.9" variant="light" style={{ flexShrink: 0 }}>
                  {CREDIT[item.credit].label}
                </Badge>
              </Group>
              <Fact label="Your answer">
                {item.learner_answer === '' ? <em>Not answered</em> : item.learner_answer}
              </Fact>
              <Fact label="Accepted answer">{item.accepted_answer}</Fact>
              <Fact label="Why">{item.feedback}</Fact>
              <Fact label="Source">{item.source}</Fact>
            </Stack>
          </Paper>
        ))}
      </Stack>
      <PostAssessmentActions sessionId={sessionId} onViewReport={onViewReport} />
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      <Text span fw={600}>
        {label}:
      </Text>{' '}
      {children}
    </Text>
  );
}
