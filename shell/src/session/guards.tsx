import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@ilm/shared/router';
import type { AccessRule } from '@ilm/contract';
import { useTranslation } from '@ilm/shared/i18n';
import { useSession } from '@ilm/shared/stores';
import { Spinner } from '@ilm/shared/ui';
import { safeRedirect, signInRedirect } from '@ilm/shared/routes';
import './session-i18n';

function Checking() {
  const { t } = useTranslation('session');
  return <Spinner label={t('checking')} />;
}

/** docs/rules/session.md#guards, signed-out pages: a signed-in visitor goes to the `redirect` query value (same-site paths only) or the signed-in home. */
export function SignedOutGuard({ children }: { children: ReactNode }) {
  const session = useSession();
  const { search } = useLocation();
  // While a cookie exists and the first check has not settled, neither page shows (no flash of the wrong one).
  if (session.status === 'checking') return <Checking />;
  if (session.status === 'signed-in') {
    return <Navigate replace to={safeRedirect(new URLSearchParams(search).get('redirect'))} />;
  }
  return <>{children}</>;
}

/** docs/rules/session.md#guards, signed-in pages: an anonymous visitor goes to sign in, `?redirect=<path and query>`. */
export function SignedInGuard({ children }: { children: ReactNode }) {
  const session = useSession();
  const { pathname, search } = useLocation();
  if (session.status === 'checking') return <Checking />;
  if (session.status === 'anonymous') return <Navigate replace to={signInRedirect(`${pathname}${search}`)} />;
  return <>{children}</>;
}

/** The guard a page's access rule calls for (the shell's, whichever remote draws the page). */
export function AccessGuard({ access, children }: { access: AccessRule; children: ReactNode }) {
  if (access === 'signed-in') return <SignedInGuard>{children}</SignedInGuard>;
  if (access === 'signed-out') return <SignedOutGuard>{children}</SignedOutGuard>;
  return <>{children}</>;
}
