import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

interface NoChatSessionProps {
  /** Why there is nothing to show: no session chosen yet, or the one asked for does not exist. */
  reason: 'none' | 'not_found';
}

export function NoChatSession({ reason }: NoChatSessionProps) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack gap="sm" align="flex-start">
        <Title order={2}>{reason === 'none' ? 'No learning session yet' : 'Session not found'}</Title>
        <Text>
          {reason === 'none'
            ? 'The tutor chat belongs to a learning session. Choose your time and topic and answer five short questions, and the tutor will be ready for you.'
            : 'This learning session does not exist or is not yours. Start a new one from the Learn page.'}
        </Text>
        <Button component={Link} to="/quiz">
          Go to Learn
        </Button>
      </Stack>
    </Paper>
  );
}
