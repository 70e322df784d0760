/**
 * The wait a Retry-After header asks for, in milliseconds: delay-seconds or an HTTP date (RFC 9110 §10.2.3).
 * Null when it is absent or unreadable.
 */
export function retryAfterMs(header: string | null, now: number = Date.now()): number | null {
  if (header === null) return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  // An HTTP date names its day or month; anything else that Date.parse might read ("-1") is not one.
  const at = /[a-z]/i.test(value) ? Date.parse(value) : NaN;
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}
