import type { AssessmentListItem } from '@socratica/contracts';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

interface DeleteReportModalProps {
  report: AssessmentListItem | null;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Spec 1 §5: deleting a report needs confirmation. */
export function DeleteReportModal({ report, deleting, onConfirm, onCancel }: DeleteReportModalProps) {
  return (
    <Modal
      opened={report !== null}
      onClose={onCancel}
      title="Delete report"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        {report && (
          <Text fw={600} size="sm">
            {report.topic}
          </Text>
        )}
        <Text>Are you sure you want to delete this report? This action cannot be undone.</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={deleting}>
            Cancel
          </Button>
          <Button color="red.9" onClick={onConfirm} loading={deleting}>
            Delete report
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
