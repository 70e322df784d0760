import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useCallback, useRef, useState } from 'react';
import { useAdminBanner } from './admin-banner';
import { useFullScreenDialogs } from './use-full-screen-dialogs';

interface Change {
  /** The call; its reply's `message`, when it has one, becomes the success toast. */
  change: () => Promise<unknown>;
  /** The banner's sentence when the call fails. */
  failure: (error: unknown) => string;
}

interface ConfirmedChange extends Change {
  title: string;
  /** The question asked, in the spec's words where it has them. */
  message: string;
  confirmLabel: string;
}

/**
 * Destructive changes, one at a time: a second click (a double click, or a click on another row) while a
 * change is being confirmed or carried out does nothing, so a change never runs twice.
 */
export function useGuardedChange() {
  const banner = useAdminBanner();
  const fullScreen = useFullScreenDialogs();
  const busy = useRef(false);
  const [pending, setPending] = useState(false);

  const carryOut = useCallback(
    async ({ change, failure }: Change) => {
      setPending(true);
      try {
        const reply = await change();
        const message = messageOf(reply);
        if (message) notifications.show({ color: 'green', message });
      } catch (error) {
        banner.show(failure(error));
      } finally {
        busy.current = false;
        setPending(false);
      }
    },
    [banner],
  );

  const run = useCallback(
    (request: Change) => {
      if (busy.current) return;
      busy.current = true;
      void carryOut(request);
    },
    [carryOut],
  );

  const confirm = useCallback(
    ({ title, message, confirmLabel, ...request }: ConfirmedChange) => {
      if (busy.current) return;
      busy.current = true;
      let confirmed = false;
      modals.openConfirmModal({
        title,
        fullScreen,
        centered: true,
        children: <Text size="sm">{message}</Text>,
        labels: { confirm: confirmLabel, cancel: 'Cancel' },
        confirmProps: { color: 'red' },
        onConfirm: () => {
          // The button stays on screen while the dialog fades out: a second click must not run it again.
          if (confirmed) return;
          confirmed = true;
          void carryOut(request);
        },
        onClose: () => {
          if (!confirmed) busy.current = false;
        },
      });
    },
    [carryOut, fullScreen],
  );

  return { run, confirm, pending };
}

function messageOf(reply: unknown): string | null {
  if (typeof reply !== 'object' || reply === null || !('message' in reply)) return null;
  return typeof reply.message === 'string' && reply.message.trim() ? reply.message : null;
}
