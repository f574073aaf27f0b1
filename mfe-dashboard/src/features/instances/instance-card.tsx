import { Link } from '@ilm/shared/router';
import { href } from '@ilm/shared/routes';
import { useTranslation, formatClock, useFormat } from '@ilm/shared/i18n';
import { NAMESPACE } from '../../i18n';
import { instanceHref } from './instance-href';
import { isActive, isPending, type LabInstance } from './instances.api';
import styles from './instances.module.css';
import { InstanceStatusBadge } from './status-badge';
import { useTimeLeft, WARNING_SECONDS } from './use-time-left';
import { buttonClass, visuallyHiddenClass, layoutClasses as ui } from '@ilm/shared/ui';

/** Tokens an instance cost: its launch and each extension. */
export const totalSpent = (instance: LabInstance) => instance.tokens_spent + instance.extensions * instance.extend_token_cost;
/** Failed, or stopped before it ran: the launch tokens came back. */
export const refunded = (instance: LabInstance) => instance.status === 'failed' || (instance.status === 'stopped' && !instance.started_at);

/** One lab instance in a list: its lab, state, time left or when it ended, and a way to open it. */
export function InstanceCard({ instance }: { instance: LabInstance }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const secondsLeft = useTimeLeft(instance);
  const active = isActive(instance);
  return (
    <article className={`${ui.card} ${styles.instanceCard}`} aria-labelledby={`instance-${instance.id}`}>
      <div className={styles.instanceHead}>
        <h3 id={`instance-${instance.id}`} className={styles.instanceTitle}>
          {instance.lab.title}
        </h3>
        <InstanceStatusBadge status={instance.status} />
      </div>
      <p className={ui.muted}>
        {active && secondsLeft !== null && (
          <span className={secondsLeft <= WARNING_SECONDS ? styles.soon : undefined}>{t('card.timeLeft', { time: formatClock(secondsLeft) })}</span>
        )}
        {isPending(instance) && t('card.provisioning')}
        {!active && instance.ended_at && t('card.ended', { date: format.dateTime(instance.ended_at) })}
      </p>
      <p className={styles.instanceMeta}>
        <span>{t('card.launched', { date: format.dateTime(instance.created_at) })}</span>
        <span>{refunded(instance) ? t('card.refunded', { count: instance.tokens_spent }) : t('card.spent', { count: totalSpent(instance) })}</span>
        {instance.extensions > 0 && <span>{t('card.extended', { count: instance.extensions })}</span>}
      </p>
      <div className={ui.actions}>
        <Link className={active ? buttonClass() : buttonClass('secondary')} to={instanceHref(instance.id)}>
          {active ? t('card.open') : t('card.details')}
          <span className={visuallyHiddenClass}> {instance.lab.title}</span>
        </Link>
        {!active && (
          <Link className={ui.link} to={href('lab', { slug: instance.lab.slug })}>
            {t('card.launchAgain')}
            <span className={visuallyHiddenClass}> {instance.lab.title}</span>
          </Link>
        )}
      </div>
    </article>
  );
}
