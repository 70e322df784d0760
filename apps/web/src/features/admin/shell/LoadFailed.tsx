import { Button, Stack, Text } from '@mantine/core';

interface LoadFailedProps {
  /** What did not load, as the banner names it: "dashboard stats", "users". */
  what: string;
  retrying: boolean;
  onRetry: () => void;
}

/** Stands where a tab's data would be when it failed to load; the banner above says why (spec 2 §8). */
export function LoadFailed({ what, retrying, onRetry }: LoadFailedProps) {
  return (
    <Stack align="center" gap="xs" py="md">
      <Text size="sm">The {what} could not be loaded.</Text>
      {/* Inside a data table's empty state, which ignores the pointer, the button must still take a click. */}
      <Button
        size="xs"
        variant="default"
        loading={retrying}
        onClick={onRetry}
        style={{ pointerEvents: 'auto' }}
      >
        Try again
      </Button>
    </Stack>
  );
}
