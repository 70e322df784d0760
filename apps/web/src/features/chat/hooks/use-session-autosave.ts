import { useEffect, useEffectEvent } from 'react';

/** Spec 1 §4 and §9: the session is autosaved every 2 minutes. */
const AUTOSAVE_INTERVAL_MS = 2 * 60 * 1000;

/** Calls `autosave` every 2 minutes while the page is open, with whatever the page holds at that moment. */
export function useSessionAutosave(autosave: () => void) {
  const save = useEffectEvent(autosave);
  useEffect(() => {
    const interval = setInterval(() => save(), AUTOSAVE_INTERVAL_MS);
    return () => clearInterval(interval);
  }, []);
}
