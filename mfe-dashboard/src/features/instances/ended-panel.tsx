import { Link } from '@ilm/shared/router';
import { useTranslation, useFormat } from '@ilm/shared/i18n';
import { href } from '@ilm/shared/routes';
import { NAMESPACE } from '../../i18n';
import type { LabInstance } from './instances.api';
import styles from './instances.module.css';
import { buttonClass, layoutClasses as ui } from '@ilm/shared/ui';

/** What happened to an instance that is over: time ran out, it was stopped, or provisioning failed (refunded). */
export function EndedPanel({ instance }: { instance: LabInstance }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const when = instance.ended_at ? format.dateTime(instance.ended_at) : '';
  const kind = instance.status === 'failed' ? 'failed' : instance.status === 'expired' ? 'expired' : 'stopped';
  const refunded = kind === 'failed' || (kind === 'stopped' && !instance.started_at);
  return (
    <section className={`${ui.card} ${styles.ended} ${styles[`ended_${kind}`]}`} role="status" aria-labelledby="ended-title">
      <h2 id="ended-title" className={ui.sectionTitle}>
        {t(`ended.${kind}Title`)}
      </h2>
      <p>{t(`ended.${kind}Body`, { date: when })}</p>
      {kind === 'failed' && instance.failure_reason && <p className={ui.muted}>{instance.failure_reason}</p>}
      {refunded && <p className={styles.refund}>{t('ended.refunded', { count: instance.tokens_spent })}</p>}
      <div className={ui.actions}>
        <Link className={buttonClass()} to={href('lab', { slug: instance.lab.slug })}>
          {kind === 'failed' ? t('ended.tryAgain') : t('ended.launchAgain')}
        </Link>
        <Link className={buttonClass('secondary')} to={href('instances')}>
          {t('ended.history')}
        </Link>
      </div>
    </section>
  );
}
