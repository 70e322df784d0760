import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { opensFullScreen } from './full-screen-dialogs';

/**
 * True for the second click of a double click (`detail` counts the clicks in a row): an action that answers
 * fast must not run again before its button turns busy. Keyboard presses count 0 and pass.
 */
export function isRepeatClick(event: { detail: number }): boolean {
  return event.detail > 1;
}

interface ConfirmActionOptions {
  title: string;
  /** The question or warning, in the spec's words where it has them. */
  message: ReactNode;
  confirmLabel: string;
  /** Red confirm button for what cannot be taken back or hurts someone (delete, deactivate). */
  destructive?: boolean;
  onConfirm: () => void;
  /** Called when the dialog closes without confirming (Cancel, Escape, the overlay or the close button). */
  onDismiss?: () => void;
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
  onDismiss,
}: ConfirmActionOptions) {
  let confirmed = false;
  modals.openConfirmModal({
    title,
    centered: true,
    fullScreen: opensFullScreen(),
    closeButtonProps: { 'aria-label': 'Close' },
    children: typeof message === 'string' ? <Text size="sm">{message}</Text> : message,
    labels: { confirm: confirmLabel, cancel: 'Cancel' },
    // red.9 like the app's other destructive buttons: white on it is 5.4:1, where the theme's red is 4.5:1 at best.
    confirmProps: destructive ? { color: 'red.9' } : undefined,
    onConfirm: () => {
      if (confirmed) return;
      confirmed = true;
      onConfirm();
    },
    onClose: () => {
      if (!confirmed) onDismiss?.();
    },
  });
}
