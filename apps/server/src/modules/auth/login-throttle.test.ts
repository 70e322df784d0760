import { expect, it } from 'vitest';
import {
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_IP,
  THROTTLE_WINDOW_MS,
  throttleWaitSeconds,
} from './login-throttle.js';

const now = new Date('2026-11-21T12:00:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);
const none = { total: 0, oldest: null };

it('allows sign-in below both limits', () => {
  expect(
    throttleWaitSeconds(
      { account: { total: MAX_FAILURES_PER_ACCOUNT - 1, oldest: minutesAgo(1) }, ip: none },
      now,
    ),
  ).toBe(0);
});

it('waits until the oldest counted failure leaves the window', () => {
  const wait = throttleWaitSeconds(
    { account: { total: MAX_FAILURES_PER_ACCOUNT, oldest: minutesAgo(5) }, ip: none },
    now,
  );
  expect(wait).toBe((THROTTLE_WINDOW_MS - 5 * 60_000) / 1000);
});

it('applies the address limit on its own, and the longer wait of the two', () => {
  const ip = { total: MAX_FAILURES_PER_IP, oldest: minutesAgo(2) };
  expect(throttleWaitSeconds({ account: none, ip }, now)).toBe(13 * 60);
  expect(throttleWaitSeconds({ account: { total: 9, oldest: minutesAgo(10) }, ip }, now)).toBe(13 * 60);
});
