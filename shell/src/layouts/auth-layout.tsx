import { Link, Outlet } from 'react-router-dom';
import { useTranslation } from '@ilm/shared/i18n';
import { paths } from '@ilm/shared/routes';
import { AuthGuard } from '../session/guards';
import { Brand } from './brand';
import styles from './layouts.module.css';
import { SkipLink } from './skip-link';

/** Sign-in and recovery pages: the brand above a centred card. Signed-in users are sent on (SPEC §4). */
export function AuthLayout() {
  const { t } = useTranslation('shell');
  return (
    <AuthGuard>
      <div className={styles.authPage} data-layout="auth">
        <SkipLink />
        <header className={styles.authHeader}>
          <Brand />
        </header>
        <main id="main" tabIndex={-1} className={styles.authCard}>
          <Outlet />
        </main>
        <footer className={styles.authFooter}>
          <Link to={paths.privacy}>{t('footer.privacy')}</Link>
          <Link to={paths.terms}>{t('footer.terms')}</Link>
        </footer>
      </div>
    </AuthGuard>
  );
}
