import { useEffect } from 'react';
import { Link, useLocation } from '@ilm/shared/router';
import { useTranslation } from '@ilm/shared/i18n';
import { href } from '@ilm/shared/routes';
import { QueryView, usePolling, useQuery } from '@ilm/shared/query';
import { EmbeddedPanel, EmptyState, PageIntro, buttonClass, layoutClasses as ui } from '@ilm/shared/ui';
import { NAMESPACE } from '../i18n';
import { InstanceCard } from '../features/instances/instance-card';
import { isActive, isPending } from '../features/instances/instances.api';
import { instancesQuery } from '../features/instances/instances.queries';
import { RecommendedLabs } from '../features/labs/recommended-labs';
import { BalanceCard } from '../features/tokens/balance-card';
import { balanceQuery } from '../features/balance';
import styles from './pages.module.css';

const HISTORY_SIZE = 5;

/**
 * /dashboard, one place for a learner's work and what it leads to: running labs and the balance,
 * progress on paths and diplomas, labs to take next, then the career services (job applications,
 * mock interviews, the internship, the immigration case), and recent labs last. Progress, diplomas
 * and the career services are drawn by mfe-careers, whose panels this page places.
 */
export function DashboardPage() {
  const { t } = useTranslation(NAMESPACE);
  const { hash } = useLocation();
  const instances = useQuery(instancesQuery('all'));
  const balance = useQuery(balanceQuery());
  const all = instances.data?.results;
  const active = all?.filter(isActive) ?? [];
  const history = all?.filter((instance) => !isActive(instance)).slice(0, HISTORY_SIZE) ?? [];
  const anyPending = active.some(isPending);

  usePolling([instancesQuery('all'), balanceQuery()], active.length === 0 ? false : anyPending ? 3000 : 15000);

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
          <QueryView
            query={instances}
            isEmpty={(data) => !data.results.some(isActive)}
            empty={
              <EmptyState
                title={t('dashboard.noRunningTitle')}
                message={t('dashboard.noRunningBody')}
                action={
                  <a className={buttonClass()} href="#recommended-labs">
                    {t('dashboard.browse')}
                  </a>
                }
              />
            }
          >
            {() => (
              <ul className={styles.list}>
                {active.map((instance) => (
                  <li key={instance.id}>
                    <InstanceCard instance={instance} />
                  </li>
                ))}
              </ul>
            )}
          </QueryView>
        </section>
        <BalanceCard title={t('dashboard.balance')}>
          <p className={ui.actions}>
            <Link className={buttonClass('secondary')} to={href('tokens')}>
              {t('dashboard.tokensLink')}
            </Link>
          </p>
        </BalanceCard>
      </div>
      <EmbeddedPanel name="career-progress" />
      <RecommendedLabs instances={all} balance={balance.data?.balance} />
      <EmbeddedPanel name="career-services" />
      <section className={ui.card} aria-labelledby="history-title">
        <div className={styles.sectionHead}>
          <h2 id="history-title" className={ui.sectionTitle}>
            {t('dashboard.history')}
          </h2>
          <Link className={ui.link} to={href('instances')}>
            {t('dashboard.allInstances')}
          </Link>
        </div>
        {/* A failure is announced once, by the running labs above. */}
        <QueryView
          query={instances}
          error={() => null}
          isEmpty={(data) => data.results.every(isActive)}
          empty={<p className={ui.muted}>{t('dashboard.noHistory')}</p>}
        >
          {() => (
            <ul className={styles.list}>
              {history.map((instance) => (
                <li key={instance.id}>
                  <InstanceCard instance={instance} />
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </section>
    </div>
  );
}

export default DashboardPage;
