import { layoutClasses as ui } from '@ilm/shared/ui';
import { useTranslation, formatClock, useFormat } from '@ilm/shared/i18n';
import { NAMESPACE } from '../../i18n';
import styles from './instances.module.css';
import { WARNING_SECONDS } from './use-time-left';

/** The time a running lab has left, with a visible warning in its last five minutes. */
export function Countdown({ secondsLeft, expiresAt }: { secondsLeft: number; expiresAt: string | null }) {
  const { t } = useTranslation(NAMESPACE);
  const warning = secondsLeft <= WARNING_SECONDS;
  return (
    <div className={styles.countdownBox}>
      <p className={styles.countdownLabel}>{t('instance.timeLeft')}</p>
      <p
        className={`${styles.countdown} ${warning ? styles.countdownWarning : ''}`}
        role="timer"
        aria-label={t('instance.timeLeftAria', { time: formatClock(secondsLeft) })}
      >
        {formatClock(secondsLeft)}
      </p>
      {expiresAt && <EndsAt iso={expiresAt} />}
      {warning && (
        <p className={ui.warning} role="alert">
          {t('instance.warning')}
        </p>
      )}
    </div>
  );
}

function EndsAt({ iso }: { iso: string }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  return <p className={ui.muted}>{t('instance.endsAt', { time: format.time(iso) })}</p>;
}
