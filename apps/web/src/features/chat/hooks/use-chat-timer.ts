import type { ChatTimer, TutorPhase } from '@socratica/contracts';
import { useEffect, useEffectEvent, useState } from 'react';

interface Clock {
  /** When the time runs out (epoch ms) while the clock runs; null before the first tutor reply. */
  deadline: number | null;
  /** The seconds left while the clock is not running. */
  heldSeconds: number;
  phase: TutorPhase;
}

function clockOf(timer: ChatTimer): Clock {
  return {
    // The server counts from its own start time; the page counts on from what it said was left, so a skewed
    // browser clock cannot add or take away time.
    deadline: timer.started_at === null ? null : Date.now() + timer.remaining_seconds * 1000,
    heldSeconds: timer.remaining_seconds,
    phase: timer.phase,
  };
}

function secondsLeft(clock: Clock, now: number): number {
  if (clock.deadline === null) return clock.heldSeconds;
  return Math.max(0, Math.ceil((clock.deadline - now) / 1000));
}

/**
 * Spec 1 §4: the chat timer. It is prepared from the session's time, starts with the tutor's first reply (the
 * server's `started_at`), counts down each second, and calls `onExpire` once when it reaches zero.
 */
export function useChatTimer({ initial, onExpire }: { initial: ChatTimer; onExpire: () => void }) {
  const [clock, setClock] = useState(() => clockOf(initial));
  const [now, setNow] = useState(() => Date.now());
  const [expired, setExpired] = useState(false);
  const running = clock.deadline !== null;
  const expire = useEffectEvent(() => {
    setExpired(true);
    onExpire();
  });

  useEffect(() => {
    if (clock.deadline === null || expired) return;
    const deadline = clock.deadline;
    const tick = () => {
      const time = Date.now();
      setNow(time);
      if (time >= deadline) expire();
    };
    tick();
    const interval = setInterval(tick, 1000);
    return () => clearInterval(interval);
  }, [clock.deadline, expired]);

  return {
    remainingSeconds: secondsLeft(clock, now),
    running,
    phase: clock.phase,
    /** Takes the server's timer (every reply carries one): the clock starts with the first. */
    sync(timer: ChatTimer) {
      setClock(clockOf(timer));
      setNow(Date.now());
    },
    setPhase(phase: TutorPhase) {
      setClock((current) => ({ ...current, phase }));
    },
  };
}
