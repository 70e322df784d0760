import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec 1 §9: the video feedback label (Helpful, Reported) shows for 3 seconds. */
const FEEDBACK_CONFIRMATION_MS = 3_000;

/** A flag that `confirm()` raises and that drops by itself after `ms`; calling again restarts the wait. */
export function useBriefConfirmation(ms = FEEDBACK_CONFIRMATION_MS) {
  const [confirmed, setConfirmed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const confirm = useCallback(() => {
    clearTimeout(timer.current);
    setConfirmed(true);
    timer.current = setTimeout(() => setConfirmed(false), ms);
  }, [ms]);

  return { confirmed, confirm };
}
