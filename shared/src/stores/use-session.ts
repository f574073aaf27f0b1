import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { User } from '../types';
import { $auth } from './auth';
import { $sessionCheck, checkSession, hasAccessTokenCookie } from './session';

/**
 * Whether the visitor is signed in (docs/rules/session.md#signed-in): still being checked while
 * an access_token cookie exists and no get-user check has settled, nobody, or the learner.
 */
export type SessionState = { status: 'checking' } | { status: 'anonymous' } | { status: 'signed-in'; user: User };

/**
 * The one answer every page and guard gives to "is the visitor signed in". The shell runs the
 * get-user check on every navigation; a page drawn without it (standalone, embedded, a guard
 * outside SessionSync) starts it here, so a cookie never leaves the page waiting for ever.
 */
export function useSession(): SessionState {
  const auth = useStore($auth);
  const check = useStore($sessionCheck);
  const checking = !auth.isAuthenticated && check !== 'settled' && hasAccessTokenCookie();
  useEffect(() => {
    if (checking && $sessionCheck.get() === 'idle') void checkSession();
  }, [checking]);
  if (auth.isAuthenticated && auth.user) return { status: 'signed-in', user: auth.user };
  return checking ? { status: 'checking' } : { status: 'anonymous' };
}
