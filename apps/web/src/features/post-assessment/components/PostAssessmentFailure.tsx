import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { ApiError } from '../../../lib/api-error';

interface PostAssessmentFailureProps {
  error: Error;
  onRetry: () => void;
  retrying: boolean;
  onStartOver: () => void;
}

export function PostAssessmentFailure({ error, onRetry, retrying, onStartOver }: PostAssessmentFailureProps) {
  // The server's own sentence when it gave one (for example why the post-assessment cannot be made yet).
  const detail = error instanceof ApiError ? error.detail : undefined;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3">
          Something went wrong
        </Title>
        <Text>{detail ?? 'The post-assessment could not be prepared. Please try again.'}</Text>
        <Group gap="sm">
          <Button onClick={onStartOver}>Start Over</Button>
          <Button variant="default" onClick={onRetry} loading={retrying}>
            Try again
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
