import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * One question at a time: which one is shown, and how long the learner has looked at each, over every
 * visit, so that each answer is saved with its own time_spent.
 */
export function useTimedQuestions(count: number) {
  const [index, setIndex] = useState(0);
  const shown = useRef(0);
  const shownSince = useRef<number | null>(null);
  const spentMs = useRef(new Map<number, number>());

  useEffect(() => {
    shownSince.current = Date.now();
  }, []);

  const bankRunningTime = useCallback(() => {
    const now = Date.now();
    if (shownSince.current !== null) {
      const before = spentMs.current.get(shown.current) ?? 0;
      spentMs.current.set(shown.current, before + (now - shownSince.current));
    }
    shownSince.current = now;
  }, []);

  const goTo = useCallback(
    (next: number) => {
      const target = Math.min(Math.max(next, 0), Math.max(count - 1, 0));
      bankRunningTime();
      shown.current = target;
      setIndex(target);
    },
    [count, bankRunningTime],
  );

  /** Whole seconds, at least 1 once the question was shown; `fallback` for a question never shown. */
  const secondsSpent = useCallback(
    (questionIndex: number, fallback: number) => {
      bankRunningTime();
      const ms = spentMs.current.get(questionIndex);
      return ms === undefined ? fallback : Math.max(1, Math.round(ms / 1000));
    },
    [bankRunningTime],
  );

  return { index, goTo, secondsSpent };
}
