import { CloseButton, Group, Stack, Text } from '@mantine/core';
import { ErrorAlert } from '../../../components/ErrorAlert';

/** A failure the tab reports: spec 2 §8's sentence, and the server's reason when it gave one. */
export interface ScheduleFailure {
  text: string;
  detail?: string;
}

/** Spec 2 §2's dismissible error banner above the schedules. */
export function ScheduleBanner({ failure, onDismiss }: { failure: ScheduleFailure; onDismiss: () => void }) {
  return (
    <ErrorAlert>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={4}>
          <Text size="sm">{failure.text}</Text>
          {failure.detail && <Text size="sm">{failure.detail}</Text>}
        </Stack>
        <CloseButton aria-label="Dismiss the error" onClick={onDismiss} />
      </Group>
    </ErrorAlert>
  );
}
