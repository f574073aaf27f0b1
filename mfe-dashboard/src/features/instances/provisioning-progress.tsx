import { layoutClasses as ui } from '@ilm/shared/ui';
import { useTranslation } from '@ilm/shared/i18n';
import { NAMESPACE } from '../../i18n';
import { useNow } from '../common/use-now';
import type { LabInstance } from './instances.api';
import styles from './instances.module.css';

/** How far provisioning has come, from the launch to the provisioner's estimated ready time. */
export function ProvisioningProgress({ instance }: { instance: LabInstance }) {
  const { t } = useTranslation(NAMESPACE);
  const now = useNow(1000);
  const start = Date.parse(instance.created_at);
  const ready = instance.ready_at ? Date.parse(instance.ready_at) : null;
  const total = ready !== null ? Math.max(1, ready - start) : null;
  // Never claim 100 % before the API says it is running.
  const percent = total !== null ? Math.min(95, Math.max(3, Math.round(((now - start) / total) * 100))) : undefined;
  const secondsLeft = ready !== null ? Math.ceil((ready - now) / 1000) : null;
  const estimate =
    secondsLeft === null ? t('provisioning.noEstimate') : secondsLeft > 0 ? t('provisioning.estimate', { count: secondsLeft }) : t('provisioning.almost');
  return (
    <section className={ui.card} aria-labelledby="provisioning-title">
      <h2 id="provisioning-title" className={ui.sectionTitle}>
        {t('provisioning.title')}
      </h2>
      <p className={ui.muted}>{t('provisioning.body', { region: instance.region })}</p>
      <progress className={styles.progress} max={100} value={percent} aria-labelledby="provisioning-title" aria-valuetext={estimate} />
      <p aria-hidden="true">{estimate}</p>
    </section>
  );
}
