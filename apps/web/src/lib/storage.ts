interface StoredEntry<T> {
  value: T;
  /** Epoch milliseconds; null when the entry never expires. */
  expiresAt: number | null;
}

/** Keeps `value` in localStorage as JSON; after `ttlMs` milliseconds `loadUnexpired` no longer returns it. */
export function saveWithExpiry<T>(key: string, value: T, ttlMs?: number, now: number = Date.now()): void {
  const entry: StoredEntry<T> = { value, expiresAt: ttlMs === undefined ? null : now + ttlMs };
  try {
    localStorage.setItem(key, JSON.stringify(entry));
  } catch {
    // A full or disabled storage only loses a cache: the server keeps the real state (DESIGN D9).
  }
}

/** The stored value, or null when it is missing, expired or unreadable. Expired and unreadable items are removed. */
export function loadUnexpired<T>(key: string, now: number = Date.now()): T | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;

  const entry = parseEntry<T>(raw);
  if (!entry || (entry.expiresAt !== null && entry.expiresAt <= now)) {
    removeStored(key);
    return null;
  }
  return entry.value;
}

export function removeStored(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing could have been stored either.
  }
}

function parseEntry<T>(raw: string): StoredEntry<T> | null {
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'value' in parsed &&
      'expiresAt' in parsed &&
      (parsed.expiresAt === null || typeof parsed.expiresAt === 'number')
    ) {
      return parsed as StoredEntry<T>;
    }
  } catch {
    // Falls through: a hand-edited or foreign item is treated as absent.
  }
  return null;
}
