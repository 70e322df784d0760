import type { StartAssessmentResponse } from '@socratica/contracts';
import { Alert, Button, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DifficultyBadge } from '../../../components/DifficultyBadge';
import type { BaselineOutcome } from '../baseline-outcome';
import { StepActions } from './StepActions';
import { StepHeading } from './StepHeading';
import { OfflineCoachNote } from '../../../components/OfflineCoachNote';

interface ReadyForChatStepProps {
  session: StartAssessmentResponse;
  outcome: BaselineOutcome;
  focusHeading: boolean;
}

export function ReadyForChatStep({ session, outcome, focusHeading }: ReadyForChatStepProps) {
  const chatMinutes = session.time_allocation.chat_learning_minutes;
  const confidence = outcome.context.confidence_baseline;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <StepHeading focusOnMount={focusHeading}>Your learning session is ready</StepHeading>
        <Text c="dimmed">Here is where you start on {session.topic}.</Text>
      </Stack>
      {!outcome.scored && (
        <Alert
          color="indigo"
          variant="light"
          icon={<IconAlertTriangle aria-hidden />}
          title="Your answers could not be scored"
        >
          Your answers are saved, but scoring them failed, so your session starts at the beginner level with a
          self-rated starting level of 0%.
        </Alert>
      )}
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="dl" m={0}>
        <Stat label="Self-rated starting level">{Math.round(outcome.score_percentage)}%</Stat>
        <Stat label="Level">
          <DifficultyBadge level={outcome.difficulty_level} />
        </Stat>
        <Stat label="Confidence">{confidence === null ? 'N/A' : `${confidence}/10`}</Stat>
        <Stat label="Chat time">{chatMinutes} minutes</Stat>
      </SimpleGrid>
      <TextList title="Where you said you are starting" items={outcome.knowledge_gaps} />
      <TextList title="Recommendations" items={outcome.recommendations} />
      <OfflineCoachNote tasks={outcome.answered_offline} only={['baseline_advice']} />
      <Text>
        Next, explore {session.topic} with the Socratic tutor for about {chatMinutes} minutes. If you would
        rather check what you know now, skip to the post-assessment.
      </Text>
      <StepActions>
        <Button component={Link} to="/chat" rightSection={<IconArrowRight size={18} aria-hidden />}>
          Start Learning Session
        </Button>
        <Button component={Link} to={`/post-assessment/${session.session_id}`} variant="default">
          Skip to Post-Assessment
        </Button>
      </StepActions>
    </Stack>
  );
}

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fz="xl" fw={700}>
        {children}
      </Text>
    </Paper>
  );
}

function TextList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {title}
      </Title>
      <List spacing={4}>
        {items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
    </Stack>
  );
}
