import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export function NoPostAssessment() {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack gap="sm" align="flex-start">
        <Title order={2}>No Post-Assessment Available</Title>
        <Text>
          This session has no post-assessment. It may not exist, or its pre-assessment was not finished. Take
          a quiz to start a new session.
        </Text>
        <Button component={Link} to="/quiz">
          Take a Quiz
        </Button>
      </Stack>
    </Paper>
  );
}
