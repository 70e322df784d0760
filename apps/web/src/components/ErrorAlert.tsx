import { Alert, type AlertProps } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** A problem the user must see now: red, with the alert icon, and read out at once by screen readers. */
export function ErrorAlert(props: AlertProps & { id?: string }) {
  return <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert" {...props} />;
}
