import { Alert, Button, Group, Text } from '@mantine/core';
import { IconPlayerPause } from '@tabler/icons-react';

/** A paused session's chat is read-only until it is resumed with the minutes the learner has now. */
export function PausedChatNotice({ onResume }: { onResume: () => void }) {
  return (
    <Alert
      color="indigo"
      variant="light"
      icon={<IconPlayerPause aria-hidden />}
      title="This session is paused"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">Resume it to keep chatting. Your notes and the conversation so far are kept.</Text>
        <Button size="xs" onClick={onResume}>
          Resume session
        </Button>
      </Group>
    </Alert>
  );
}
