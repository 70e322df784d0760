/**
 * Failed sign-ins are counted from the audit log itself, so the throttle holds across restarts and
 * across several server instances. The account limit stops guessing one password; the address
 * limit stops one client spraying many accounts.
 */
export const THROTTLE_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 20;

export interface FailureCount {
  total: number;
  oldest: Date | null;
}

/** Seconds until sign-in is allowed again, or 0 when it is allowed now. */
export function throttleWaitSeconds(
  failures: { account: FailureCount; ip: FailureCount },
  now: Date,
): number {
  const waitFor = ({ total, oldest }: FailureCount, limit: number) =>
    total >= limit && oldest ? Math.max(0, oldest.getTime() + THROTTLE_WINDOW_MS - now.getTime()) : 0;
  const waitMs = Math.max(
    waitFor(failures.account, MAX_FAILURES_PER_ACCOUNT),
    waitFor(failures.ip, MAX_FAILURES_PER_IP),
  );
  return Math.ceil(waitMs / 1000);
}
