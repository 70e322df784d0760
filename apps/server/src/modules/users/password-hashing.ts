import { hash, verify } from '@node-rs/argon2';

// argon2id with an OWASP-recommended setting (7 MiB, 5 passes): as strong as 19 MiB with 2 passes, and
// it keeps the server's memory low when several people sign in at once.
const ARGON2ID = { algorithm: 2, memoryCost: 7_168, timeCost: 5, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/** Verifying against a decoy makes an unknown username take as long as a wrong password. */
export async function verifyDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword('decoy-password-for-unknown-users');
  await verifyPassword(await decoyHash, password);
  return false;
}
