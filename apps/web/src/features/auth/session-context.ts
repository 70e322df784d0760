import type { Me } from '@socratica/contracts';
import { createContext } from 'react';

export type SessionStatus = 'checking' | 'signed-in' | 'signed-out' | 'check-failed';

/** Why the last session in this tab ended: the person chose to, or the server stopped accepting the token. */
export type SessionEndReason = 'signed-out' | 'expired';

export interface Session {
  status: SessionStatus;
  user: Me | null;
  endReason: SessionEndReason | null;
  /** Stores the token and loads the user it belongs to; rejects (and forgets the token) if that fails. */
  startSession: (accessToken: string) => Promise<Me>;
  /** Forgets the token and everything cached for this user. */
  endSession: (reason: SessionEndReason) => void;
  /** Checks the stored token again after a failed check. */
  recheck: () => void;
}

export const SessionContext = createContext<Session | null>(null);
