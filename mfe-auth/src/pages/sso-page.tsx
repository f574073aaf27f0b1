import { useTranslation } from '@ilm/shared/i18n';
import { LanguageSwitcher, PageHead } from '@ilm/shared/ui';
import { NAMESPACE } from '../i18n';
import { SsoHandOff } from '../features/sso/sso-hand-off';
import styles from './sso-page.module.css';

/** /auth/sso?code=…, on the empty layout: no chrome around it, so it carries its own language control. */
export function SsoPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className={styles.page}>
      <PageHead description={t('sso.description')} />
      <div className={styles.controls}>
        <LanguageSwitcher />
      </div>
      <SsoHandOff />
    </div>
  );
}

export default SsoPage;
