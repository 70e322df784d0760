import { describe, expect, it } from 'vitest';
import { cookieValues, setCookieHeader } from './cookie-header.js';

describe('cookieValues', () => {
  it('finds every value under the name, and only those', () => {
    expect(cookieValues('a=1; device=x; other_device=y;device="z"', 'device')).toEqual(['x', 'z']);
  });

  it('reads nothing from a missing or odd header', () => {
    expect(cookieValues(undefined, 'device')).toEqual([]);
    expect(cookieValues('device; =x; ;', 'device')).toEqual([]);
  });
});

describe('setCookieHeader', () => {
  const attributes = { path: '/api/login', maxAgeSeconds: 60, httpOnly: true, sameSite: 'Strict' as const };

  it('writes the attributes, with Secure only when asked', () => {
    expect(setCookieHeader('device', 'v.1', { ...attributes, secure: false })).toBe(
      'device=v.1; Path=/api/login; Max-Age=60; HttpOnly; SameSite=Strict',
    );
    expect(setCookieHeader('device', 'v.1', { ...attributes, secure: true })).toMatch(/; Secure$/);
  });

  it('refuses a value that would break out of the header', () => {
    expect(() => setCookieHeader('device', 'v; Domain=evil', { ...attributes, secure: false })).toThrow();
  });
});
