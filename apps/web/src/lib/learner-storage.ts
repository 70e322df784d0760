import { TOKEN_KEY } from './token-storage';

// Every key the app writes starts with this prefix, in localStorage and sessionStorage alike. Clearing by prefix
// also catches a key that a later feature adds without having to list it here.
const APP_KEY_PREFIX = 'socratica.';
// The id of the user whose data the browser storage holds.
const OWNER_KEY = `${APP_KEY_PREFIX}storage_owner`;

/**
 * Removes everything the app keeps in this browser about a learner (assessment context, quiz progress, paused
 * and saved chats), so that the next person on this browser finds no trace of them. The token is the caller's
 * to clear: it decides whether a session is still open.
 */
export function forgetLearnerData(): void {
  for (const storage of browserStorages()) {
    for (const key of appKeys(storage)) {
      if (key !== TOKEN_KEY) storage.removeItem(key);
    }
  }
}

/**
 * Called once the signed-in user is known, before any page reads storage: data written for another user is
 * removed. Data without an owner predates this check and is taken to be the current user's, as it was then.
 */
export function claimLearnerData(userId: number): void {
  const owner = readOwner();
  if (owner !== null && owner !== String(userId)) forgetLearnerData();
  try {
    localStorage.setItem(OWNER_KEY, String(userId));
  } catch {
    // Without storage there is nothing to claim: no other user's data can be read either.
  }
}

function readOwner(): string | null {
  try {
    return localStorage.getItem(OWNER_KEY);
  } catch {
    return null;
  }
}

function browserStorages(): Storage[] {
  const found: Storage[] = [];
  for (const pick of [() => localStorage, () => sessionStorage]) {
    try {
      found.push(pick());
    } catch {
      // Disabled storage (private browsing, blocked cookies) holds nothing to clear.
    }
  }
  return found;
}

function appKeys(storage: Storage): string[] {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (key?.startsWith(APP_KEY_PREFIX)) keys.push(key);
  }
  return keys;
}
