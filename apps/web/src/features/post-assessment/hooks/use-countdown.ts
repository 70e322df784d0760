import { useEffect, useRef, useState } from 'react';

/**
 * Seconds left of a limit the server measured (`secondsLeft` when its reply was made), counted down
 * on this page's own monotonic clock, so a browser whose clock is wrong still ends on time.
 * `onExpire` runs once, when it reaches zero.
 */
export function useCountdown(secondsLeft: number, onExpire: () => void): number {
  const [left, setLeft] = useState(secondsLeft);
  const expire = useRef(onExpire);
  const expired = useRef(false);

  useEffect(() => {
    expire.current = onExpire;
  });

  useEffect(() => {
    const startedAt = performance.now();
    const tick = () => {
      const elapsed = Math.floor((performance.now() - startedAt) / 1000);
      const now = Math.max(0, secondsLeft - elapsed);
      setLeft(now);
      if (now === 0 && !expired.current) {
        expired.current = true;
        expire.current();
      }
    };
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [secondsLeft]);

  return left;
}
