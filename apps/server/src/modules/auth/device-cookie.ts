import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { setCookieHeader } from '../../lib/cookie-header.js';

/**
 * OWASP's device cookie: proof that this browser signed in to an account before. It is a sign-in hint only
 * (it decides which failure count judges a sign-in attempt) and never authenticates anything on its own.
 * The value is `d1.<user id>.<issued, unix seconds>.<nonce>.<HMAC-SHA256 of what precedes it>`.
 */
export const DEVICE_COOKIE_NAME = 'socratica_device';
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 3600;

/**
 * The Set-Cookie line: out of scripts' reach (HttpOnly), never sent by another site's request (SameSite=Strict),
 * and Secure whenever the request came over HTTPS.
 */
export function deviceCookieHeader(value: string, path: string, https: boolean): string {
  return setCookieHeader(DEVICE_COOKIE_NAME, value, {
    path,
    maxAgeSeconds: DEVICE_COOKIE_MAX_AGE_SECONDS,
    httpOnly: true,
    sameSite: 'Strict',
    secure: https,
  });
}

export interface TrustedDevice {
  userId: number;
  /** Random per issued cookie; the audit log counts a device's failures under it, never under the cookie. */
  nonce: string;
}

const FORMAT = /^(d1\.([1-9]\d{0,9})\.(\d{1,12})\.([A-Za-z0-9_-]{22}))\.([A-Za-z0-9_-]{43})$/;

export class DeviceCookies {
  private readonly key: Buffer;

  constructor(tokenSecret: string) {
    // A key of its own, derived from the token secret, so that a signature made for one purpose can never
    // stand for the other.
    this.key = createHmac('sha256', tokenSecret).update('socratica device cookie').digest();
  }

  issue(userId: number, now: Date): { value: string; nonce: string } {
    const nonce = randomBytes(16).toString('base64url');
    const payload = `d1.${userId}.${Math.floor(now.getTime() / 1000)}.${nonce}`;
    return { value: `${payload}.${this.sign(payload)}`, nonce };
  }

  /**
   * The first of the browser's values that this server signed for `userId` and that has not outlived its
   * max age; null when none is, which makes the client an untrusted one.
   */
  trustedFor(values: readonly string[], userId: number, now: Date): TrustedDevice | null {
    for (const value of values) {
      const device = this.read(value, now);
      if (device?.userId === userId) return device;
    }
    return null;
  }

  private read(value: string, now: Date): TrustedDevice | null {
    const match = FORMAT.exec(value);
    if (!match) return null;
    const [, payload = '', userId, issuedAt, nonce = '', signature = ''] = match;
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const ageSeconds = now.getTime() / 1000 - Number(issuedAt);
    if (ageSeconds > DEVICE_COOKIE_MAX_AGE_SECONDS) return null;
    return { userId: Number(userId), nonce };
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}
