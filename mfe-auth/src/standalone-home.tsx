import { useStore } from '@nanostores/react';
import { useState, type ReactNode } from 'react';
import { Link, Navigate, useLocation } from '@ilm/shared/router';
import { useTranslation } from '@ilm/shared/i18n';
import { href, safeRedirect } from '@ilm/shared/routes';
import { $auth, $sessionCheck, hasAccessTokenCookie, signOut } from '@ilm/shared/stores';
import { Button, Spinner } from '@ilm/shared/ui';
import { NAMESPACE } from './i18n';
import { remotePages } from './routes';
import styles from './standalone.module.css';

/** Alone, this remote plays the shell's AuthGuard: a signed-in visitor of an auth page goes on (same rule). */
export function StandaloneAuthGuard({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useStore($auth);
  const check = useStore($sessionCheck);
  const { search } = useLocation();
  if (!isAuthenticated && check !== 'settled' && hasAccessTokenCookie()) return <Spinner />;
  if (isAuthenticated) return <Navigate replace to={safeRedirect(new URLSearchParams(search).get('redirect'))} />;
  return <>{children}</>;
}

/**
 * Every other URL when the remote runs alone (the signed-in landing pages belong to other remotes):
 * who is signed in, a way to sign out, and links to this remote's pages.
 */
export function StandaloneHome() {
  const { t } = useTranslation(NAMESPACE);
  const { isAuthenticated, user } = useStore($auth);
  const { pathname } = useLocation();
  const [signingOut, setSigningOut] = useState(false);
  return (
    <main className={styles.card}>
      {isAuthenticated && user ? (
        <>
          <h1>{t('standalone.title')}</h1>
          <p>{t('standalone.intro', { path: pathname })}</p>
          <p>{t('standalone.signedInAs', { name: `${user.first_name} ${user.last_name}`, email: user.email })}</p>
          <Button
            disabled={signingOut}
            onClick={() => {
              setSigningOut(true);
              void signOut().finally(() => setSigningOut(false));
            }}
          >
            {t('standalone.signOut')}
          </Button>
        </>
      ) : (
        <h1>{t('standalone.pages')}</h1>
      )}
      <nav aria-label={t('standalone.pages')}>
        <ul>
          {remotePages.pages.map((page) => (
            <li key={page.name}>
              <Link to={href(page.name)}>{href(page.name)}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}
