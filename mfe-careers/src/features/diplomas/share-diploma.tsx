import { useState } from 'react';
import { useTranslation } from '@ilm/shared/i18n';
import { Button, buttonClass, visuallyHiddenClass, layoutClasses as ui } from '@ilm/shared/ui';
import type { Diploma } from './diplomas.api';
import { DIPLOMAS_NAMESPACE } from './i18n';
import styles from './diplomas.module.css';

type Copy = 'idle' | 'copied' | 'failed';

/** The printable PDF, LinkedIn's add-to-profile address, and the page's own link to copy. */
export function ShareDiploma({ diploma }: { diploma: Diploma }) {
  const { t } = useTranslation(DIPLOMAS_NAMESPACE);
  const [copy, setCopy] = useState<Copy>('idle');
  const copyLink = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(diploma.verification_url);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <section className={ui.card} aria-labelledby="diploma-share">
      <h2 id="diploma-share" className={ui.sectionTitle}>
        {t('share.title')}
      </h2>
      <p className={ui.actions}>
        <a className={buttonClass()} href={diploma.pdf_url}>
          {t('share.pdf')}
        </a>
        <a className={buttonClass('secondary')} href={diploma.linkedin_url} target="_blank" rel="noopener noreferrer">
          {t('share.linkedin')} <span className={visuallyHiddenClass}>{t('share.newTab')}</span>
        </a>
      </p>
      <p className={styles.pageLink}>
        <span>{t('share.link')}</span>{' '}
        <bdi dir="ltr" className={styles.code}>
          {diploma.verification_url}
        </bdi>
      </p>
      <p className={ui.actions}>
        <Button variant="secondary" onClick={() => void copyLink()}>
          {t('share.copy')}
        </Button>
        <span role="status" className={ui.muted}>
          {copy === 'idle' ? null : t(copy === 'copied' ? 'share.copied' : 'share.copyFailed')}
        </span>
      </p>
    </section>
  );
}
