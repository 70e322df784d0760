export const TOKEN_KEY = 'socratica.access_token';

// Storage can throw (private browsing, disabled cookies); the app then behaves as signed out instead of crashing.
export function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function saveToken(token: string): void {
  try {
    localStorage.setItem(TOKEN_KEY, token);
  } catch {
    // The session then lasts only as long as the page: better than refusing to sign in.
  }
}

export function clearToken(): void {
  try {
    localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Nothing was stored, so there is nothing to clear.
  }
}
