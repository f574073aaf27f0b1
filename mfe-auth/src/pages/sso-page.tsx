import { LanguageSwitcher } from '@ilm/shared/ui';
import '../i18n';
import { SsoHandOff } from '../features/sso/sso-hand-off';
import styles from './sso-page.module.css';

/** /auth/sso?code=…, on the empty layout: no chrome around it, so it carries its own language control. */
export function SsoPage() {
  return (
    <div className={styles.page}>
      <div className={styles.controls}>
        <LanguageSwitcher />
      </div>
      <SsoHandOff />
    </div>
  );
}

export default SsoPage;
