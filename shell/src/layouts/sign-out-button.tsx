import { useNavigate } from '@ilm/shared/router';
import { useTranslation } from '@ilm/shared/i18n';
import { hrefOfRole } from '@ilm/shared/routes';
import { SIGN_OUT_STATE } from '../session/sign-out-on-arrival';
import styles from './account-links.module.css';

/** Signs the learner out and takes them to the home page (not to a sign-in prompt for the page they left). */
export function SignOutButton() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  return (
    <button type="button" className={styles.secondary} onClick={() => void navigate(hrefOfRole('home'), { state: SIGN_OUT_STATE })}>
      {t('nav.signOut')}
    </button>
  );
}
