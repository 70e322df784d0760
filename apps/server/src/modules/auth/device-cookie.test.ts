import { describe, expect, it } from 'vitest';
import { DEVICE_COOKIE_MAX_AGE_SECONDS, DeviceCookies, deviceCookieHeader } from './device-cookie.js';

const now = new Date('2026-11-21T12:00:00Z');
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);
const cookies = new DeviceCookies('a-token-secret-that-is-long-enough-for-signing');

describe('device cookies', () => {
  it('trust a cookie this server issued, for its own user, with the issued nonce', () => {
    const { value, nonce } = cookies.issue(7, now);
    expect(cookies.trustedFor([value], 7, later(60))).toEqual({ userId: 7, nonce });
  });

  it('give every sign-in its own nonce', () => {
    expect(cookies.issue(7, now).nonce).not.toBe(cookies.issue(7, now).nonce);
  });

  it("do not trust another user's cookie", () => {
    const { value } = cookies.issue(8, now);
    expect(cookies.trustedFor([value], 7, now)).toBeNull();
  });

  it('do not trust a forged, tampered or foreign-key cookie', () => {
    const { value } = cookies.issue(8, now);
    const [version, , issued, nonce, signature] = value.split('.');
    const renamed = [version, '7', issued, nonce, signature].join('.');
    const foreign = new DeviceCookies('another-secret-that-is-long-enough-for-signing').issue(7, now).value;
    const unsigned = `d1.7.${issued}.${nonce}.`;
    for (const bad of [renamed, foreign, unsigned, 'garbage', '']) {
      expect(cookies.trustedFor([bad], 7, now), bad).toBeNull();
    }
  });

  it('pick the valid cookie among several the browser sent', () => {
    const mine = cookies.issue(7, now);
    const other = cookies.issue(8, now).value;
    expect(cookies.trustedFor(['forged', other, mine.value], 7, now)?.nonce).toBe(mine.nonce);
  });

  it('stop being trusted after their max age', () => {
    const { value } = cookies.issue(7, now);
    expect(cookies.trustedFor([value], 7, later(DEVICE_COOKIE_MAX_AGE_SECONDS))).not.toBeNull();
    expect(cookies.trustedFor([value], 7, later(DEVICE_COOKIE_MAX_AGE_SECONDS + 1))).toBeNull();
  });

  it("are set out of scripts' and other sites' reach", () => {
    const header = deviceCookieHeader('v', '/socratica/api/login', true);
    expect(header).toContain('Path=/socratica/api/login');
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Strict');
    expect(header).toContain('Secure');
    expect(deviceCookieHeader('v', '/socratica/api/login', false)).not.toContain('Secure');
  });
});
