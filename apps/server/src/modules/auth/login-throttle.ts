/**
 * Who may try to sign in, after OWASP's "Slow down online guessing attacks with device cookies"
 * (docs/decisions/015-device-cookies-for-sign-in.md). Failed sign-ins are counted from the audit log itself,
 * so the throttle holds across restarts and across several server instances.
 *
 * - A browser that has signed in to the account before (it shows a valid device cookie) is judged by its own
 *   failures only, so a guesser elsewhere cannot lock the account's owner out.
 * - Every other client shares the account's lockout for untrusted clients: this is what stops a guesser.
 * - The address limit applies to everyone: it stops one client spraying many accounts.
 */
export const THROTTLE_WINDOW_MS = 15 * 60_000;
export const MAX_UNTRUSTED_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_DEVICE = 5;
export const MAX_FAILURES_PER_IP = 20;

export interface FailureCount {
  total: number;
  oldest: Date | null;
}

export interface RecentFailures {
  /** Every failure from the client's address. */
  ip: FailureCount;
  /** The typed account's failures from clients without a device cookie for it. */
  untrustedAccount: FailureCount;
  /** This browser's failures when it showed a valid device cookie for the account; null when it did not. */
  device: FailureCount | null;
}

/** Which limit refused the attempt: it decides what the person is told to do. */
type ThrottleLimit = 'address' | 'account' | 'device';

export interface SignInRefusal {
  limit: ThrottleLimit;
  waitSeconds: number;
}

/** The refusal with the longest wait among the limits that apply to this client, or null when it may try. */
export function signInRefusal(failures: RecentFailures, now: Date): SignInRefusal | null {
  const candidates: [ThrottleLimit, FailureCount, number][] = [
    ['address', failures.ip, MAX_FAILURES_PER_IP],
    failures.device
      ? ['device', failures.device, MAX_FAILURES_PER_DEVICE]
      : ['account', failures.untrustedAccount, MAX_UNTRUSTED_FAILURES_PER_ACCOUNT],
  ];
  let refusal: SignInRefusal | null = null;
  for (const [limit, { total, oldest }, max] of candidates) {
    if (total < max || !oldest) continue;
    // The lock lasts until the oldest counted failure leaves the window; a refused attempt is not a failure.
    const waitSeconds = Math.ceil((oldest.getTime() + THROTTLE_WINDOW_MS - now.getTime()) / 1000);
    if (waitSeconds > 0 && waitSeconds > (refusal?.waitSeconds ?? 0)) refusal = { limit, waitSeconds };
  }
  return refusal;
}

/** What the person is told: how long to wait, and, for an account lockout, the way around it that is theirs. */
export function refusalDetail({ limit, waitSeconds }: SignInRefusal): string {
  const minutes = Math.ceil(waitSeconds / 60);
  const wait = `Please wait ${minutes} minute${minutes === 1 ? '' : 's'}`;
  switch (limit) {
    case 'address':
      return `Too many failed sign-in attempts from your network. ${wait} and try again.`;
    case 'device':
      return `Too many failed sign-in attempts from this browser. ${wait} and try again.`;
    case 'account':
      return `Too many failed sign-in attempts for this account. ${wait} and try again, or sign in from a browser you have signed in with before.`;
  }
}
