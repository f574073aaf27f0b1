import { useStore } from '@nanostores/react';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from '@ilm/shared/router';
import type { AccessRule } from '@ilm/contract';
import { useTranslation } from '@ilm/shared/i18n';
import { $auth, $sessionCheck, checkSession, hasAccessTokenCookie } from '@ilm/shared/stores';
import { Spinner } from '@ilm/shared/ui';
import { safeRedirect, signInRedirect } from '@ilm/shared/routes';
import './session-i18n';

type SessionDecision = 'pending' | 'authenticated' | 'anonymous';

/**
 * What the guards know: signed in, anonymous, or still waiting for the first get-user check of
 * an existing access_token cookie (then neither page may show, so no flash of the wrong one).
 */
function useSessionDecision(): SessionDecision {
  const { isAuthenticated } = useStore($auth);
  const check = useStore($sessionCheck);
  const pending = !isAuthenticated && check !== 'settled' && hasAccessTokenCookie();
  useEffect(() => {
    // SessionSync normally starts it; a guard rendered without it must not wait forever.
    if (pending && $sessionCheck.get() === 'idle') void checkSession();
  }, [pending]);
  if (isAuthenticated) return 'authenticated';
  return pending ? 'pending' : 'anonymous';
}

function Checking() {
  const { t } = useTranslation('session');
  return <Spinner label={t('checking')} />;
}

/** docs/rules/session.md#guards, signed-out pages: a signed-in visitor goes to the `redirect` query value (same-site paths only) or the signed-in home. */
export function SignedOutGuard({ children }: { children: ReactNode }) {
  const decision = useSessionDecision();
  const { search } = useLocation();
  if (decision === 'pending') return <Checking />;
  if (decision === 'authenticated') {
    return <Navigate replace to={safeRedirect(new URLSearchParams(search).get('redirect'))} />;
  }
  return <>{children}</>;
}

/** docs/rules/session.md#guards, signed-in pages: an anonymous visitor goes to sign in, `?redirect=<path and query>`. */
export function SignedInGuard({ children }: { children: ReactNode }) {
  const decision = useSessionDecision();
  const { pathname, search } = useLocation();
  if (decision === 'pending') return <Checking />;
  if (decision === 'anonymous') return <Navigate replace to={signInRedirect(`${pathname}${search}`)} />;
  return <>{children}</>;
}

/** The guard a page's access rule calls for (the shell's, whichever remote draws the page). */
export function AccessGuard({ access, children }: { access: AccessRule; children: ReactNode }) {
  if (access === 'signed-in') return <SignedInGuard>{children}</SignedInGuard>;
  if (access === 'signed-out') return <SignedOutGuard>{children}</SignedOutGuard>;
  return <>{children}</>;
}
