import { notifications } from '@mantine/notifications';
import { useCallback, useRef, useState } from 'react';
import { confirmAction } from '../../../components/act-once';
import { useAdminBanner } from './admin-banner';

type RecordKey = string | number;

interface Change {
  /** The record changed. Once its change has succeeded it is spent: it stays on screen until its list has
   * reloaded, and a late second click on it does nothing. */
  key: RecordKey;
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
 * Destructive changes, one at a time and each once: a second click (a double click, a click on another
 * row, or a click on a record already changed) while a change is confirmed or carried out does nothing.
 */
export function useGuardedChange() {
  const banner = useAdminBanner();
  const busy = useRef(false);
  const spentKeys = useRef(new Set<RecordKey>());
  const [pending, setPending] = useState(false);
  const [spent, setSpent] = useState<ReadonlySet<RecordKey>>(new Set());

  const claim = useCallback((key: RecordKey) => {
    if (busy.current || spentKeys.current.has(key)) return false;
    busy.current = true;
    return true;
  }, []);

  const carryOut = useCallback(
    async ({ key, change, failure }: Change) => {
      setPending(true);
      try {
        const reply = await change();
        spentKeys.current.add(key);
        setSpent(new Set(spentKeys.current));
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
      if (claim(request.key)) void carryOut(request);
    },
    [carryOut, claim],
  );

  const confirm = useCallback(
    ({ title, message, confirmLabel, ...request }: ConfirmedChange) => {
      if (!claim(request.key)) return;
      confirmAction({
        title,
        message,
        confirmLabel,
        destructive: true,
        onConfirm: () => void carryOut(request),
        // Cancelled: nothing runs, so the next change may start.
        onDismiss: () => {
          busy.current = false;
        },
      });
    },
    [carryOut, claim],
  );

  /** Whether the record's buttons are off: a change is running, or this record's change is done. */
  const disabled = (key: RecordKey) => pending || spent.has(key);

  return { run, confirm, disabled };
}

function messageOf(reply: unknown): string | null {
  if (typeof reply !== 'object' || reply === null || !('message' in reply)) return null;
  return typeof reply.message === 'string' && reply.message.trim() ? reply.message : null;
}
