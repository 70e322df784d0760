import { describe, expect, it } from 'vitest';
import {
  MAX_FAILURES_PER_DEVICE,
  MAX_FAILURES_PER_IP,
  MAX_UNTRUSTED_FAILURES_PER_ACCOUNT,
  THROTTLE_WINDOW_MS,
  refusalDetail,
  signInRefusal,
  type FailureCount,
} from './login-throttle.js';

const now = new Date('2026-11-21T12:00:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);
const none: FailureCount = { total: 0, oldest: null };
const failures = (total: number, oldestMinutesAgo: number): FailureCount => ({
  total,
  oldest: minutesAgo(oldestMinutesAgo),
});

describe('an untrusted client (no device cookie for the account)', () => {
  it('may try below every limit', () => {
    const below = failures(MAX_UNTRUSTED_FAILURES_PER_ACCOUNT - 1, 1);
    expect(signInRefusal({ ip: none, untrustedAccount: below, device: null }, now)).toBeNull();
  });

  it('shares the account lockout until the oldest counted failure leaves the window', () => {
    const locked = failures(MAX_UNTRUSTED_FAILURES_PER_ACCOUNT, 5);
    expect(signInRefusal({ ip: none, untrustedAccount: locked, device: null }, now)).toEqual({
      limit: 'account',
      waitSeconds: (THROTTLE_WINDOW_MS - 5 * 60_000) / 1000,
    });
  });

  it('may try again once the window has passed', () => {
    const stale = failures(MAX_UNTRUSTED_FAILURES_PER_ACCOUNT, 15);
    expect(signInRefusal({ ip: none, untrustedAccount: stale, device: null }, now)).toBeNull();
  });
});

describe('a trusted browser (a valid device cookie for the account)', () => {
  it("is not held back by the account's lockout of untrusted clients", () => {
    const accountLocked = failures(50, 1);
    const device = failures(MAX_FAILURES_PER_DEVICE - 1, 1);
    expect(signInRefusal({ ip: none, untrustedAccount: accountLocked, device }, now)).toBeNull();
  });

  it('is locked out on its own after too many failures', () => {
    const device = failures(MAX_FAILURES_PER_DEVICE, 3);
    expect(signInRefusal({ ip: none, untrustedAccount: none, device }, now)).toEqual({
      limit: 'device',
      waitSeconds: 12 * 60,
    });
  });
});

describe('the address limit', () => {
  const ip = failures(MAX_FAILURES_PER_IP, 2);

  it('applies to untrusted and trusted clients alike', () => {
    expect(signInRefusal({ ip, untrustedAccount: none, device: null }, now)?.limit).toBe('address');
    expect(signInRefusal({ ip, untrustedAccount: none, device: none }, now)?.limit).toBe('address');
  });

  it('gives way to a longer wait of another limit', () => {
    expect(signInRefusal({ ip, untrustedAccount: failures(9, 10), device: null }, now)).toEqual({
      limit: 'address',
      waitSeconds: 13 * 60,
    });
    expect(signInRefusal({ ip, untrustedAccount: failures(9, 1), device: null }, now)).toEqual({
      limit: 'account',
      waitSeconds: 14 * 60,
    });
  });
});

describe('what the person is told', () => {
  it('says how long to wait, in whole minutes', () => {
    expect(refusalDetail({ limit: 'device', waitSeconds: 61 })).toBe(
      'Too many failed sign-in attempts from this browser. Please wait 2 minutes and try again.',
    );
    expect(refusalDetail({ limit: 'address', waitSeconds: 60 })).toBe(
      'Too many failed sign-in attempts from your network. Please wait 1 minute and try again.',
    );
  });

  it("points a locked-out account's owner to a browser they have signed in with", () => {
    expect(refusalDetail({ limit: 'account', waitSeconds: 840 })).toMatch(
      /for this account\. Please wait 14 minutes and try again, or sign in from a browser you have signed in with before\.$/,
    );
  });
});
