import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '@ilm/shared/i18n';
import { paths } from '@ilm/shared/routes';
import { signOut } from '@ilm/shared/stores';
import styles from './account-links.module.css';

/** Signs the learner out and takes them to the home page (not to a sign-in prompt for the page they left). */
export function SignOutButton() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={styles.secondary}
      disabled={busy}
      aria-busy={busy}
      onClick={async () => {
        setBusy(true);
        // Leave the learner area first: signing out on a guarded page would send the learner
        // to the sign-in page instead of home.
        await navigate(paths.home);
        await signOut();
      }}
    >
      {t('nav.signOut')}
    </button>
  );
}
