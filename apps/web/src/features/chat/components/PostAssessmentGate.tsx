import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { earlyPostAssessmentQuestion } from '../early-post-assessment';

interface PostAssessmentGateProps {
  postAssessmentPath: string;
  remainingSeconds: number;
  /** The link to the post-assessment, given the click handler that asks first while chat time is left. */
  children: (onClick: (event: MouseEvent) => void) => ReactNode;
}

/**
 * Stands between the chat's Post-assessment link and the timed test: while chat time is left it asks first,
 * since starting the test ends the chat. The link stays a link, so it still opens in a new tab and reads as one.
 */
export function PostAssessmentGate({
  postAssessmentPath,
  remainingSeconds,
  children,
}: PostAssessmentGateProps) {
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const question = earlyPostAssessmentQuestion(remainingSeconds);

  const onClick = (event: MouseEvent) => {
    if (question === null || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    setAsking(true);
  };

  return (
    <>
      {children(onClick)}
      <Modal
        opened={asking && question !== null}
        onClose={() => setAsking(false)}
        title="Start the post-assessment?"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md">
          <Text>{question}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setAsking(false)} data-autofocus>
              Keep chatting
            </Button>
            <Button onClick={() => void navigate(postAssessmentPath)}>Start post-assessment</Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
