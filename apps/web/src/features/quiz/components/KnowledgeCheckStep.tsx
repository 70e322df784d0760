import type { PreCheck } from '@socratica/contracts';
import { Alert, Button, Fieldset, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { answerText, isAnswered, type Answer } from '../../../components/questions/answer';
import { QuestionInput } from '../../../components/questions/QuestionInput';
import { errorText } from '../../../lib/api-error';
import { offerPreCheck, skipPreCheck, submitPreCheck } from '../api/pre-check';
import { StepActions } from './StepActions';
import { StepHeading } from './StepHeading';

interface KnowledgeCheckStepProps {
  sessionId: number;
  topic: string;
  onDone: () => void;
  focusHeading: boolean;
}

/**
 * Issue 40: up to three scored questions from the topic's sources, between the baseline and the chat, so
 * the report can measure a gain on the same statements. Skippable; without it the gain is not measured.
 */
export function KnowledgeCheckStep({ sessionId, topic, onDone, focusHeading }: KnowledgeCheckStepProps) {
  const offered = useQuery({
    queryKey: ['pre-check', sessionId],
    queryFn: () => offerPreCheck(sessionId),
    retry: false,
    staleTime: Infinity,
  });
  const [answers, setAnswers] = useState<Record<string, Answer>>({});
  const [startedAt] = useState(() => Date.now());
  const submit = useMutation({
    mutationFn: () =>
      submitPreCheck(sessionId, {
        answers: Object.entries(answers)
          .filter(([, answer]) => isAnswered(answer))
          .map(([question_id, answer]) => ({
            question_id,
            answer: answerText(answer),
            // One timer for the page: the items share it evenly.
            time_spent: Math.round(
              (Date.now() - startedAt) / 1000 / Math.max(1, Object.keys(answers).length),
            ),
          })),
      }),
  });
  const skip = useMutation({ mutationFn: () => skipPreCheck(sessionId), onSuccess: onDone });
  const busy = submit.isPending || skip.isPending;
  const result = submit.data ?? (offered.data?.outcome === 'answered' ? offered.data : null);

  const heading = (
    <Stack gap={4}>
      <StepHeading focusOnMount={focusHeading}>Knowledge check: {topic}</StepHeading>
      <Text c="dimmed">
        About a minute: a few questions on what the topic’s sources say, scored. The post-assessment asks
        about the same statements in other words, so your report can show what you gained.
      </Text>
    </Stack>
  );

  if (offered.isPending) {
    return (
      <Stack gap="lg">
        {heading}
        <Text role="status">
          <Loader size="xs" mr="xs" aria-hidden />
          Preparing questions from the sources…
        </Text>
      </Stack>
    );
  }
  if (
    offered.isError ||
    !offered.data ||
    offered.data.outcome === 'unavailable' ||
    offered.data.outcome === 'skipped'
  ) {
    return (
      <Stack gap="lg">
        {heading}
        <Alert color="gray" variant="light" title="No knowledge check for this session">
          {offered.isError
            ? `${errorText(offered.error)} Your report will say the gain is not measured.`
            : (offered.data?.note ?? 'You skipped it: your report will say the gain is not measured.')}
        </Alert>
        <StepActions>
          <span />
          <ContinueButton onClick={onDone} />
        </StepActions>
      </Stack>
    );
  }
  if (result) return <Answered result={result} heading={heading} onDone={onDone} />;

  const questions = offered.data.questions;
  const answeredCount = questions.filter((q) => isAnswered(answers[q.id])).length;
  return (
    <Stack gap="lg">
      {heading}
      {questions.map((question, index) => (
        <Paper key={question.id} withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              Question {index + 1} of {questions.length}
            </Text>
            <Fieldset variant="unstyled" disabled={busy} p={0}>
              <QuestionInput
                question={question}
                value={answers[question.id]}
                onChange={(answer) => setAnswers((all) => ({ ...all, [question.id]: answer }))}
              />
            </Fieldset>
          </Stack>
        </Paper>
      ))}
      {(submit.isError || skip.isError) && (
        <Alert color="red" variant="light" title="That did not work">
          {errorText((submit.error ?? skip.error)!)}
        </Alert>
      )}
      <StepActions>
        <Button variant="default" onClick={() => skip.mutate()} loading={skip.isPending} disabled={busy}>
          Skip the knowledge check
        </Button>
        <Button
          onClick={() => submit.mutate()}
          loading={submit.isPending}
          disabled={busy || answeredCount === 0}
        >
          Check my answers
        </Button>
      </StepActions>
    </Stack>
  );
}

function Answered({ result, heading, onDone }: { result: PreCheck; heading: ReactNode; onDone: () => void }) {
  return (
    <Stack gap="lg">
      {heading}
      <Alert
        color="indigo"
        variant="light"
        title={`You answered ${result.correct} of ${result.questions.length} right`}
      >
        The answers are not shown yet: the post-assessment asks about the same statements, and your report
        compares the two.
      </Alert>
      <StepActions>
        <span />
        <ContinueButton onClick={onDone} />
      </StepActions>
    </Stack>
  );
}

function ContinueButton({ onClick }: { onClick: () => void }) {
  return (
    <Button onClick={onClick} rightSection={<IconArrowRight size={18} aria-hidden />}>
      Continue
    </Button>
  );
}
