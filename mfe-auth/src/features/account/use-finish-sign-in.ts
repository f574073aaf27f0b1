import { useCallback } from 'react';
import { useNavigate, useSearchParams } from '@ilm/shared/router';
import { safeRedirect } from '@ilm/shared/routes';
import { login, type Session } from '@ilm/shared/stores';

/**
 * What every successful sign-in does: store the session through `shared` (cookies and `$auth`),
 * then go to the `redirect` query value when it is a path on this site, else /instance-dashboard.
 * Inside the shell the AuthGuard makes the same move as soon as `$auth` changes.
 */
export function useFinishSignIn(): (session: Session) => void {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  return useCallback(
    (session: Session) => {
      login(session);
      navigate(safeRedirect(redirect), { replace: true });
    },
    [navigate, redirect],
  );
}

/** `path` with the page's `redirect` query value carried over, so moving between auth pages keeps it. */
export function useWithRedirect(): (path: string) => string {
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  return useCallback((path: string) => (redirect ? `${path}?${new URLSearchParams({ redirect })}` : path), [redirect]);
}
