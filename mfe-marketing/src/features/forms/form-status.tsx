import { useEffect, useRef } from 'react';
import { Link } from '@ilm/shared/router';
import { useTranslation } from '@ilm/shared/i18n';
import { Trans } from '@ilm/shared/i18n/trans';
import { href } from '@ilm/shared/routes';
import { Button, FormAlert, useElementId } from '@ilm/shared/ui';
import { FORMS_NAMESPACE } from './i18n';
import type { SentForm } from './use-form-submission';
import styles from './forms.module.css';

/** The form's send button: it says it is sending, and cannot be pressed again meanwhile. */
export function SubmitButton({ busy, label }: { busy: boolean; label?: string }) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  return (
    <Button type="submit" className={styles.submit} disabled={busy}>
      {busy ? t('form.sending') : (label ?? t('form.send'))}
    </Button>
  );
}

/** The end of a form: the whole form's problem (if any), then the send button. */
export function FormFooter({ alert, busy, label }: { alert: string | null; busy: boolean; label?: string }) {
  return (
    <div className={styles.footer}>
      {alert && <FormAlert>{alert}</FormAlert>}
      <SubmitButton busy={busy} label={label} />
    </div>
  );
}

/**
 * What replaces a form the API accepted: its thanks, the address the confirmation went to, and
 * what happens next. Focus moves to its heading, so a screen reader reads it at once.
 */
export function FormSuccess({ sent, onAnother }: { sent: SentForm; onAnother?: () => void }) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const heading = useRef<HTMLHeadingElement>(null);
  const id = useElementId();
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.success} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className={styles.successTitle}>
        {t('success.title')}
      </h2>
      <p>{sent.message}</p>
      <p>
        <Trans
          t={t}
          i18nKey={sent.mailed ? 'success.confirmation' : 'success.confirmationNotMailed'}
          values={{ email: sent.email }}
          components={{ email: <bdi dir="ltr" className={styles.email} /> }}
        />
      </p>
      <h3 className={styles.nextTitle}>{t('success.nextTitle')}</h3>
      {sent.diplomaId ? (
        // The declaration completed a career path: its diploma exists now, on its own page.
        <>
          <p>{t('success.diplomaIssued')}</p>
          <Link className={styles.inlineLink} to={href('diploma', { id: sent.diplomaId })}>
            {t('success.viewDiploma')}
          </Link>
        </>
      ) : (
        <p>{t(`success.next.${sent.kind}`)}</p>
      )}
      {onAnother && (
        <Button variant="secondary" onClick={onAnother}>
          {t('form.sendAnother')}
        </Button>
      )}
    </section>
  );
}
