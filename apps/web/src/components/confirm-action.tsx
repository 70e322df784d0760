import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';

interface ConfirmActionOptions {
  title: string;
  /** The question or warning, in the spec's words where it has them. */
  message: ReactNode;
  confirmLabel: string;
  /** Red confirm button for what cannot be taken back or hurts someone (delete, deactivate). */
  destructive?: boolean;
  onConfirm: () => void;
}

/**
 * A confirmation through @mantine/modals (issue 12), full-screen on phones; a ModalsProvider above shows it (the
 * admin panel and the Schedule tab each mount one, within their own chunk). Its confirm runs the action once:
 * the button stays clickable while the dialog fades out, and a double click must not act twice.
 */
export function confirmAction({
  title,
  message,
  confirmLabel,
  destructive,
  onConfirm,
}: ConfirmActionOptions) {
  let confirmed = false;
  modals.openConfirmModal({
    title,
    centered: true,
    fullScreen: window.matchMedia('(max-width: 36em)').matches,
    closeButtonProps: { 'aria-label': 'Close' },
    children: typeof message === 'string' ? <Text size="sm">{message}</Text> : message,
    labels: { confirm: confirmLabel, cancel: 'Cancel' },
    confirmProps: destructive ? { color: 'red.9' } : undefined,
    onConfirm: () => {
      if (confirmed) return;
      confirmed = true;
      onConfirm();
    },
  });
}
