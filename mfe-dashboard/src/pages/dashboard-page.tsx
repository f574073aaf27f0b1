import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from '@ilm/shared/i18n';
import { href } from '@ilm/shared/routes';
import { EmptyState, ErrorState, PageIntro, Skeleton, buttonClass } from '@ilm/shared/ui';
import { NAMESPACE } from '../i18n';
import { usePolling } from '../features/common/use-polling';
import { useResource } from '@ilm/shared/api';
import ui from '../features/common/ui.module.css';
import { CareerProgress } from '../features/career/career-progress';
import { InstanceCard } from '../features/instances/instance-card';
import { fetchInstances, isActive, isPending } from '../features/instances/instances.api';
import { RecommendedLabs } from '../features/labs/recommended-labs';
import { fetchBalance } from '../features/tokens/tokens.api';
import styles from './pages.module.css';

const HISTORY_SIZE = 5;

/** /dashboard: running labs with their time left, the balance, labs to take next, career paths and recent history. */
export function DashboardPage() {
  const { t } = useTranslation(NAMESPACE);
  const { hash } = useLocation();
  const instances = useResource(() => fetchInstances('all'), 'instances');
  const balance = useResource(fetchBalance, 'balance');
  const all = instances.data?.results;
  const active = all?.filter(isActive) ?? [];
  const history = all?.filter((instance) => !isActive(instance)).slice(0, HISTORY_SIZE) ?? [];
  const anyPending = active.some(isPending);

  usePolling(
    () => {
      void instances.reload({ quiet: true });
      void balance.reload({ quiet: true });
    },
    anyPending ? 3000 : 15000,
    active.length > 0,
  );

  useEffect(() => {
    if (hash === '#recommended-labs' && all) document.getElementById('recommended-labs')?.scrollIntoView();
  }, [hash, all]);

  return (
    <div className={ui.stack}>
      <PageIntro ns={NAMESPACE} page="dashboard" />
      <div className={styles.twoColumns}>
        <section className={ui.stack} aria-labelledby="running-labs">
          <div className={styles.sectionHead}>
            <h2 id="running-labs" className={ui.sectionTitle}>
              {t('dashboard.running')}
            </h2>
          </div>
          {instances.error ? (
            <ErrorState message={instances.error.message} onRetry={() => void instances.reload()} />
          ) : !all ? (
            <Skeleton lines={3} />
          ) : active.length === 0 ? (
            <EmptyState
              title={t('dashboard.noRunningTitle')}
              message={t('dashboard.noRunningBody')}
              action={
                <a className={buttonClass()} href="#recommended-labs">
                  {t('dashboard.browse')}
                </a>
              }
            />
          ) : (
            <ul className={styles.list}>
              {active.map((instance) => (
                <li key={instance.id}>
                  <InstanceCard instance={instance} />
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className={ui.card} aria-labelledby="balance-title">
          <h2 id="balance-title" className={ui.sectionTitle}>
            {t('dashboard.balance')}
          </h2>
          {balance.error ? (
            <ErrorState message={balance.error.message} onRetry={() => void balance.reload()} />
          ) : !balance.data ? (
            <Skeleton lines={1} />
          ) : (
            <p className={styles.balance}>{t('tokenCount', { count: balance.data.balance })}</p>
          )}
          <p className={ui.actions}>
            <Link className={buttonClass('secondary')} to={href('tokens')}>
              {t('dashboard.tokensLink')}
            </Link>
          </p>
        </section>
      </div>
      <RecommendedLabs instances={all} balance={balance.data?.balance} />
      <div className={styles.twoColumns}>
        <section className={ui.card} aria-labelledby="history-title">
          <div className={styles.sectionHead}>
            <h2 id="history-title" className={ui.sectionTitle}>
              {t('dashboard.history')}
            </h2>
            <Link className={ui.link} to={href('instances')}>
              {t('dashboard.allInstances')}
            </Link>
          </div>
          {!all ? (
            <Skeleton lines={3} />
          ) : history.length === 0 ? (
            <p className={ui.muted}>{t('dashboard.noHistory')}</p>
          ) : (
            <ul className={styles.list}>
              {history.map((instance) => (
                <li key={instance.id}>
                  <InstanceCard instance={instance} />
                </li>
              ))}
            </ul>
          )}
        </section>
        <CareerProgress instances={all} />
      </div>
    </div>
  );
}

export default DashboardPage;
