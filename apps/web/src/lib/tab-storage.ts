/**
 * sessionStorage: kept across reloads of one tab, forgotten when the tab closes. For work in progress that a
 * reload should not lose but that another tab should not pick up. Values come back unchecked (`unknown`):
 * the caller validates them, since a stored shape may predate a release.
 */
export function saveForTab(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Full or disabled storage: the work then lasts as long as the page, as it would without storage.
  }
}

export function loadForTab(key: string): unknown {
  try {
    const raw = sessionStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

export function removeForTab(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing could have been stored either.
  }
}
