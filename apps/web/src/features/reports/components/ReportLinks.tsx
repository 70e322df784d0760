import { Anchor, Button, Group } from '@mantine/core';
import { IconArrowLeft, IconMessageCircle } from '@tabler/icons-react';
import { Link } from 'react-router';

/** Spec 1 §2: 'Back to all reports' only when one report is shown; the quiz and chat always. */
export function ReportLinks({ backToList }: { backToList: boolean }) {
  return (
    <Group justify="space-between" gap="sm">
      {backToList ? (
        <Anchor component={Link} to="/report" fw={500}>
          <Group component="span" gap={4} wrap="nowrap">
            <IconArrowLeft size={16} aria-hidden />
            Back to all reports
          </Group>
        </Anchor>
      ) : (
        <span />
      )}
      <Group gap="sm">
        <Button component={Link} to="/quiz" variant="light">
          Take Another Quiz
        </Button>
        <Button
          component={Link}
          to="/chat"
          variant="default"
          leftSection={<IconMessageCircle size={16} aria-hidden />}
        >
          Start Chat Session
        </Button>
      </Group>
    </Group>
  );
}
