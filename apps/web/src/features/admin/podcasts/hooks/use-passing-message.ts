import { useCallback, useEffect, useRef, useState } from 'react';

/** A message shown for `ms` milliseconds, then cleared; a newer one restarts the wait. */
export function usePassingMessage(ms: number) {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      setMessage(text);
      timer.current = setTimeout(() => setMessage(null), ms);
    },
    [ms],
  );

  return [message, show] as const;
}
