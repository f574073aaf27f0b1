import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { User } from '@ilm/shared/types';
import { $auth, $sessionCheck, checkSession, hasAccessTokenCookie } from '@ilm/shared/stores';

/** Who is buying: still being checked, nobody (sign in first) or the signed-in learner. */
export type Buyer = { status: 'checking' } | { status: 'anonymous' } | { status: 'signed-in'; user: User };

/**
 * The signed-in learner, waiting for SPEC §4's get-user check while a token cookie exists. The
 * shell runs that check on every navigation; on its own (standalone, embedded) the page starts it.
 */
export function useBuyer(): Buyer {
  const auth = useStore($auth);
  const check = useStore($sessionCheck);
  const hasCookie = hasAccessTokenCookie();
  useEffect(() => {
    if (hasCookie && !auth.isAuthenticated && $sessionCheck.get() === 'idle') void checkSession();
  }, [hasCookie, auth.isAuthenticated]);
  if (auth.isAuthenticated && auth.user) return { status: 'signed-in', user: auth.user };
  if (hasCookie && check !== 'settled') return { status: 'checking' };
  return { status: 'anonymous' };
}
