import { useStore } from '@nanostores/react';
import { $auth, $sessionCheck, hasAccessTokenCookie } from '@ilm/shared/stores';

/** 'yes', 'no', or 'unknown' while the session check for an existing cookie has not finished. */
export function useSignedIn(): 'yes' | 'no' | 'unknown' {
  const auth = useStore($auth);
  const check = useStore($sessionCheck);
  if (auth.isAuthenticated) return 'yes';
  if (check !== 'settled' && hasAccessTokenCookie()) return 'unknown';
  return 'no';
}
