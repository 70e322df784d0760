import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** Spec 1 §2: chat errors show in a banner; the learner can close it. */
export function ChatErrorBanner({ message, onClose }: { message: string; onClose: () => void }) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle aria-hidden />}
      withCloseButton
      closeButtonLabel="Dismiss error"
      onClose={onClose}
      role="alert"
    >
      {message}
    </Alert>
  );
}
