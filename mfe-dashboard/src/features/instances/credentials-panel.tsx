import { useEffect, useState } from 'react';
import { useTranslation } from '@ilm/shared/i18n';
import { NAMESPACE } from '../../i18n';
import ui from '../common/ui.module.css';
import type { InstanceCredentials } from './instances.api';
import styles from './instances.module.css';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

function CredentialRow({ name, value, secret = false }: { name: 'username' | 'password' | 'account_id'; value: string; secret?: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const [shown, setShown] = useState(!secret);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  useEffect(() => {
    if (!copied) return;
    const id = setTimeout(() => setCopied(null), 2500);
    return () => clearTimeout(id);
  }, [copied]);
  const label = t(`credentials.${name}`);
  return (
    <div className={styles.credential}>
      <dt>{label}</dt>
      <dd className={styles.credentialValue}>
        <code dir="ltr">{shown ? value : '•'.repeat(Math.min(value.length, 16))}</code>
        <span className={styles.credentialActions}>
          {secret && (
            <button type="button" className={styles.smallButton} aria-pressed={shown} onClick={() => setShown((v) => !v)}>
              {shown ? t('credentials.hide') : t('credentials.show')}
              <span className={ui.visuallyHidden}> {label}</span>
            </button>
          )}
          <button
            type="button"
            className={styles.smallButton}
            onClick={async () => setCopied((await copyText(value)) ? 'yes' : 'failed')}
            aria-label={t('credentials.copyLabel', { name: label })}
          >
            {t('credentials.copy')}
          </button>
          <span role="status" className={styles.copied}>
            {copied === 'yes' ? t('credentials.copied') : copied === 'failed' ? t('credentials.copyFailed') : ''}
          </span>
        </span>
      </dd>
    </div>
  );
}

/** The running lab's sign-in details, each with a copy button. */
export function CredentialsPanel({ credentials }: { credentials: InstanceCredentials }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section className={ui.card} aria-labelledby="credentials-title">
      <h2 id="credentials-title" className={ui.sectionTitle}>
        {t('credentials.title')}
      </h2>
      <dl className={styles.credentials}>
        <CredentialRow name="username" value={credentials.username} />
        <CredentialRow name="password" value={credentials.password} secret />
        <CredentialRow name="account_id" value={credentials.account_id} />
      </dl>
    </section>
  );
}
