import type { StartAssessmentResponse } from '@socratica/contracts';
import { Alert, Button, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { errorText } from '../../../lib/api-error';
import { useStartAssessmentMutation } from '../api/start-assessment';
import { TOPIC_MAX_LENGTH } from '../quiz-limits';
import { StepActions } from './StepActions';
import { StepHeading } from './StepHeading';

// The same sentence the server gives for a blank topic (contracts: StartAssessmentQuery).
const TOPIC_REQUIRED = 'Enter a topic to learn about.';

interface TopicStepProps {
  topic: string;
  times: number[];
  onTopicChange: (topic: string) => void;
  onBack: () => void;
  onStarted: (session: StartAssessmentResponse) => void;
  focusHeading: boolean;
}

export function TopicStep({ topic, times, onTopicChange, onBack, onStarted, focusHeading }: TopicStepProps) {
  const start = useStartAssessmentMutation();
  const [fieldError, setFieldError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const longest = times.length > 0 ? Math.max(...times) : null;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = topic.trim();
    if (!trimmed) {
      setFieldError(TOPIC_REQUIRED);
      inputRef.current?.focus();
      return;
    }
    setFieldError(null);
    start.mutate({ topic: trimmed, times }, { onSuccess: (session) => onStarted(session) });
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Topic">
      <Stack gap="lg">
        <Stack gap={4}>
          <StepHeading focusOnMount={focusHeading}>What do you want to learn?</StepHeading>
          {longest !== null && <Text c="dimmed">You have {longest} minutes.</Text>}
        </Stack>
        <TextInput
          ref={inputRef}
          label="Topic"
          description={`A subject, a question or a skill, in up to ${TOPIC_MAX_LENGTH} characters.`}
          placeholder="For example: why the sea has tides"
          size="md"
          required
          maxLength={TOPIC_MAX_LENGTH}
          value={topic}
          disabled={start.isPending}
          error={fieldError}
          onChange={(event) => {
            onTopicChange(event.currentTarget.value);
            if (fieldError && event.currentTarget.value.trim()) setFieldError(null);
          }}
        />
        <Text size="sm" c="dimmed" ta="right" mt={-12} aria-hidden>
          {topic.length}/{TOPIC_MAX_LENGTH}
        </Text>
        {start.isPending && (
          <Stack align="center" gap="xs" role="status" py="md">
            <Loader aria-hidden />
            <Text fw={500}>Generating your assessment…</Text>
          </Stack>
        )}
        {start.isError && (
          <Alert color="red" variant="light" title="Failed to start assessment">
            {errorText(start.error)}
          </Alert>
        )}
        <StepActions>
          <Button variant="default" onClick={onBack} disabled={start.isPending}>
            Back
          </Button>
          <Button type="submit" loading={start.isPending}>
            Start Assessment
          </Button>
        </StepActions>
      </Stack>
    </form>
  );
}
