import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A secret made once and kept in the data folder, so tokens survive restarts without configuration. */
export function resolveJwtSecret(configured: string | undefined, dataDir: string) {
  if (configured) return { secret: configured, source: 'environment' as const };
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  return { secret: readFileSync(file, 'utf8').trim(), source: 'data folder' as const };
}
