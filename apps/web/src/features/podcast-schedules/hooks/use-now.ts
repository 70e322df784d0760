import { DateTime } from 'luxon';
import { useEffect, useState } from 'react';

/** The cards' "in N hours" and "Overdue" follow the clock: the current time, renewed every minute. */
const NOW_REFRESH_MS = 60_000;

export function useNow(): DateTime {
  const [now, setNow] = useState(() => DateTime.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(DateTime.now()), NOW_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
