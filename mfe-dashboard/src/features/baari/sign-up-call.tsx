import { Link, useLocation } from '@ilm/shared/router';
import { useTranslation } from '@ilm/shared/i18n';
import { href } from '@ilm/shared/routes';
import { buttonClass, layoutClasses as ui } from '@ilm/shared/ui';
import { BAARI_NAMESPACE } from './i18n';
import styles from './baari.module.css';

/**
 * What a visitor past their questions reads instead of an answer: the API's reason, and the way
 * on (an account keeps asking and keeps the conversations), back to this page afterwards.
 */
export function SignUpCall({ message }: { message: string }) {
  const { t } = useTranslation(BAARI_NAMESPACE);
  const { pathname, search } = useLocation();
  const back = { redirect: pathname + search };
  return (
    <div className={styles.signUp} role="alert">
      <p className={styles.signUpTitle}>{t('signUp.title')}</p>
      {message && <p className={styles.paragraph}>{message}</p>}
      <p className={styles.paragraph}>{t('signUp.body')}</p>
      <div className={ui.actions}>
        <Link className={buttonClass()} to={href('sign-up', {}, back)}>
          {t('signUp.signUp')}
        </Link>
        <Link className={buttonClass('secondary')} to={href('sign-in', {}, back)}>
          {t('signUp.signIn')}
        </Link>
      </div>
    </div>
  );
}
