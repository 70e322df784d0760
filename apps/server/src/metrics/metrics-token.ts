import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether an Authorization header carries the metrics token. Both sides are hashed first, so the
 * comparison takes the same time whatever the header's length or how much of it matches.
 */
export function carriesMetricsToken(authorization: string | undefined, token: string): boolean {
  const presented = /^Bearer +(.+)$/i.exec(authorization?.trim() ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(presented), digest(token));
}
