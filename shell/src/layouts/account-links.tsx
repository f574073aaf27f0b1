import { useStore } from '@nanostores/react';
import { Link } from 'react-router-dom';
import { useTranslation } from '@ilm/shared/i18n';
import { paths } from '@ilm/shared/routes';
import { $auth } from '@ilm/shared/stores';
import styles from './account-links.module.css';
import { SignOutButton } from './sign-out-button';

/** The header's account slot: sign-in and sign-up for visitors, the dashboard for learners. */
export function AccountLinks() {
  const { t } = useTranslation('shell');
  const { isAuthenticated } = useStore($auth);
  if (isAuthenticated) {
    return (
      <span className={styles.group}>
        <Link to={paths.dashboard.home} className={styles.primary}>
          {t('nav.dashboard')}
        </Link>
        <SignOutButton />
      </span>
    );
  }
  return (
    <span className={styles.group}>
      <Link to={paths.auth.signIn} className={styles.secondary}>
        {t('nav.signIn')}
      </Link>
      <Link to={paths.auth.signUp} className={styles.primary}>
        {t('nav.signUp')}
      </Link>
    </span>
  );
}
