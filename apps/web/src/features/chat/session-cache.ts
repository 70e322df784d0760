import { loadUnexpired, removeStored, saveWithExpiry } from '../../lib/storage';
import type { ChatMessage } from './chat-message';

// Spec 1 §4 and §9: what the chat saves in the browser expires after 5 days. These are caches: the server keeps
// the session, its history and its notes (DESIGN D9).
const CACHE_TTL_MS = 5 * 24 * 60 * 60 * 1000;
const PAUSED_KEY = 'socratica.paused_session';
const SAVED_KEY = 'socratica.saved_session';

/** Spec 1 §3 "Paused session". */
export interface PausedSession {
  session_id: number;
  topic: string;
  /** The quiz's assessment context for this session, when this browser has it. */
  assessmentContext: unknown;
  messages: ChatMessage[];
  notes: string;
  /** ISO 8601. */
  pausedAt: string;
  /** The chat time left when it was paused, which the resume dialog suggests; absent in older copies. */
  remainingSeconds?: number;
}

/** Spec 1 §3 "Saved session": the 2-minute autosave. */
export interface SavedSession {
  session_id: number;
  topic: string;
  messages: ChatMessage[];
  notes: string;
  /** ISO 8601. */
  timestamp: string;
}

export function savePausedSession(session: PausedSession): void {
  saveWithExpiry(PAUSED_KEY, session, CACHE_TTL_MS);
}

/** The paused session stored in this browser, or null; a stored shape from an older release counts as none. */
export function loadPausedSession(): PausedSession | null {
  const stored = loadUnexpired<Partial<PausedSession>>(PAUSED_KEY);
  if (
    !stored ||
    typeof stored.session_id !== 'number' ||
    typeof stored.topic !== 'string' ||
    typeof stored.pausedAt !== 'string'
  ) {
    return null;
  }
  return {
    session_id: stored.session_id,
    topic: stored.topic,
    assessmentContext: stored.assessmentContext ?? null,
    messages: Array.isArray(stored.messages) ? stored.messages : [],
    notes: typeof stored.notes === 'string' ? stored.notes : '',
    pausedAt: stored.pausedAt,
    remainingSeconds: typeof stored.remainingSeconds === 'number' ? stored.remainingSeconds : undefined,
  };
}

/** Forgets the stored paused session if it is `sessionId` (an older one stays on offer). */
export function forgetPausedSession(sessionId: number): void {
  if (loadPausedSession()?.session_id === sessionId) removeStored(PAUSED_KEY);
}

export function saveSessionSnapshot(session: SavedSession): void {
  saveWithExpiry(SAVED_KEY, session, CACHE_TTL_MS);
}
