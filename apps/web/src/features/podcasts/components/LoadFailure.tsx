import { Button } from '@mantine/core';
import { ErrorAlert } from '../../../components/ErrorAlert';

/** A list that could not be read: the spec's sentence and a way to ask again. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <ErrorAlert title={message}>
      <Button size="xs" variant="white" color="red.9" mt="xs" onClick={onRetry}>
        Try Again
      </Button>
    </ErrorAlert>
  );
}
