import type { Principal } from '../../plugins/access.js';

const TTL_MS = 60_000;
const MAX_ENTRIES = 10_000;

/**
 * Every authenticated request needs the caller's current role, status and token version. Reading
 * them from the database each time would cost more than the rest of a request, so they are kept here
 * and evicted the moment a user changes (here, and in other instances through a NOTIFY). The TTL
 * only bounds the damage of a lost notification.
 */
export class PrincipalCache {
  private readonly entries = new Map<number, { principal: Principal | null; expiresAt: number }>();
  /** Raised by every eviction, so a read that raced with a change is not stored. */
  private generation = 0;

  async get(id: number, load: () => Promise<Principal | null>): Promise<Principal | null> {
    const now = Date.now();
    const cached = this.entries.get(id);
    if (cached && cached.expiresAt > now) return cached.principal;
    const generation = this.generation;
    const principal = await load();
    if (generation === this.generation) {
      this.entries.delete(id);
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(id, { principal, expiresAt: now + TTL_MS });
    }
    return principal;
  }

  evict(id: number): void {
    this.generation++;
    this.entries.delete(id);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }
}
