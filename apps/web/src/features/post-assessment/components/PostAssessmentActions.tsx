import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';

/** Where a finished post-assessment leads: its report (through the page when it carries fresh results), or a new quiz. */
export function PostAssessmentActions({
  sessionId,
  onViewReport,
}: {
  sessionId: string;
  onViewReport?: () => void;
}) {
  return (
    <Group gap="sm">
      {onViewReport ? (
        <Button onClick={onViewReport}>View your report</Button>
      ) : (
        <Button component={Link} to={`/report/${sessionId}`}>
          View your report
        </Button>
      )}
      <Button component={Link} to="/quiz" variant="default">
        Take Another Quiz
      </Button>
    </Group>
  );
}
