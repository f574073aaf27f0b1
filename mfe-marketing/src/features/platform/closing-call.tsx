import { useElementId } from '@ilm/shared/ui';
import { useTranslation } from '@ilm/shared/i18n';
import { href } from '@ilm/shared/routes';
import { ActionLinks, type CallToAction } from './call-to-action';
import { PLATFORM_NAMESPACE } from './i18n';
import styles from './platform.module.css';

/**
 * The band that ends a platform page: sign up, and one other way forward (`secondary`; by
 * default the hands-on labs).
 */
export function ClosingCall({ secondary }: { secondary?: CallToAction }) {
  const { t } = useTranslation(PLATFORM_NAMESPACE);
  const headingId = useElementId();
  const other = secondary ?? { to: href('hidden.hands-on-labs'), label: t('cta.browseLabs') };
  return (
    <section aria-labelledby={headingId} className={styles.closing}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('closing.title')}
      </h2>
      <p className={styles.closingText}>{t('closing.text')}</p>
      <ActionLinks actions={[{ to: href('sign-up'), label: t('cta.startFree') }, other]} tone="light" />
    </section>
  );
}
