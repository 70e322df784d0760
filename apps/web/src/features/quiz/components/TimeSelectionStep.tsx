import { Alert, Button, Chip, Fieldset, Group, Stack, Text } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useState } from 'react';
import { TIME_OPTIONS } from '../quiz-limits';
import { StepActions } from './StepActions';
import { StepHeading } from './StepHeading';

const NO_TIME_CHOSEN = 'Please select how much time you have available for learning.';

interface TimeSelectionStepProps {
  times: number[];
  onTimesChange: (times: number[]) => void;
  onContinue: () => void;
  focusHeading: boolean;
}

export function TimeSelectionStep({
  times,
  onTimesChange,
  onContinue,
  focusHeading,
}: TimeSelectionStepProps) {
  const [error, setError] = useState<string | null>(null);
  const longest = times.length > 0 ? Math.max(...times) : null;

  function handleContinue() {
    if (times.length === 0) {
      window.alert(NO_TIME_CHOSEN);
      setError(NO_TIME_CHOSEN);
      return;
    }
    onContinue();
  }

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <StepHeading focusOnMount={focusHeading}>How much time do you have?</StepHeading>
        <Text c="dimmed">Choose every length that could work for you. Your session uses the longest.</Text>
      </Stack>
      <Fieldset legend="Available time" variant="unstyled">
        <Chip.Group
          multiple
          value={times.map(String)}
          onChange={(values) => {
            setError(null);
            onTimesChange(values.map(Number));
          }}
        >
          <Group gap="sm" mt="xs">
            {TIME_OPTIONS.map((minutes) => (
              <Chip key={minutes} value={String(minutes)} size="md" radius="md">
                {minutes} minutes
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Fieldset>
      <Group gap={8} wrap="nowrap" aria-live="polite">
        <IconClockHour4 size={18} stroke={1.8} aria-hidden />
        <Text>
          {longest === null
            ? 'No time chosen yet.'
            : `Your session: ${longest} minutes, the longest you chose.`}
        </Text>
      </Group>
      {error && (
        <Alert color="red" variant="light" title="Choose your time">
          {error}
        </Alert>
      )}
      <StepActions>
        <Button onClick={handleContinue}>Continue</Button>
      </StepActions>
    </Stack>
  );
}
