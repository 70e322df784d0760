import { useCallback } from 'react';
import { useLogoutMutation } from '../api/logout';
import { useSession } from './use-session';

/** Revokes the token on the server, and forgets it locally even when that call fails. */
export function useSignOut() {
  const { endSession } = useSession();
  const { mutateAsync, isPending } = useLogoutMutation();

  const signOut = useCallback(async () => {
    try {
      await mutateAsync();
    } catch {
      // Offline or already expired: signing out locally is still what the person asked for.
    } finally {
      endSession('signed-out');
    }
  }, [mutateAsync, endSession]);

  return { signOut, isSigningOut: isPending };
}
