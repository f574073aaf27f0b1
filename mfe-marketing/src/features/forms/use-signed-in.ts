import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $auth, $sessionCheck, checkSession, hasAccessTokenCookie } from '@ilm/shared/stores';

/** Whether the visitor is signed in: still being checked while a token cookie exists, then yes or no. */
export type SignedInState = 'checking' | 'anonymous' | 'signed-in';

/**
 * The visitor's session for a page that shows a form only to learners, waiting for the get-user
 * check while a token cookie exists. The shell runs that check on every navigation; on its own
 * (standalone, embedded) the page starts it.
 */
export function useSignedIn(): SignedInState {
  const auth = useStore($auth);
  const check = useStore($sessionCheck);
  const hasCookie = hasAccessTokenCookie();
  useEffect(() => {
    if (hasCookie && !auth.isAuthenticated && $sessionCheck.get() === 'idle') void checkSession();
  }, [hasCookie, auth.isAuthenticated]);
  if (auth.isAuthenticated && auth.user) return 'signed-in';
  if (hasCookie && check !== 'settled') return 'checking';
  return 'anonymous';
}
