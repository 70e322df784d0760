import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';

interface TimesUpActionsProps {
  postAssessmentPath: string;
  onContinue: () => void;
  onSave: () => void;
  saving: boolean;
  /** Saving waits for a reply in progress to finish. */
  canSave: boolean;
}

/** Spec 1 §4: when the time is up, the learner takes the post-assessment, keeps chatting, or saves. */
export function TimesUpActions({
  postAssessmentPath,
  onContinue,
  onSave,
  saving,
  canSave,
}: TimesUpActionsProps) {
  return (
    <Group gap="xs" mt="sm">
      <Button component={Link} to={postAssessmentPath} size="xs">
        Take the post-assessment
      </Button>
      <Button variant="default" size="xs" onClick={onContinue}>
        Continue chatting
      </Button>
      <Button variant="default" size="xs" onClick={onSave} loading={saving} disabled={!canSave}>
        Save session
      </Button>
    </Group>
  );
}
