import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from '@ilm/shared/i18n';
import { EmptyState, ErrorState, PageIntro, Skeleton, buttonClass } from '@ilm/shared/ui';
import { NAMESPACE } from '../i18n';
import { href } from '@ilm/shared/routes';
import { usePolling } from '../features/common/use-polling';
import { useResource } from '@ilm/shared/api';
import ui from '../features/common/ui.module.css';
import { InstanceCard } from '../features/instances/instance-card';
import { fetchInstances, isActive, isPending, type LabInstance } from '../features/instances/instances.api';
import styles from './pages.module.css';

/** The status filters of the history, as `?status=` names them. */
export const FILTERS = ['all', 'active', 'stopped', 'expired', 'failed'] as const;
type Filter = (typeof FILTERS)[number];

const matches = (filter: Filter) => (instance: LabInstance) =>
  filter === 'all' ? true : filter === 'active' ? isActive(instance) : instance.status === filter;

/** /dashboard/instances: every instance past and present, filtered by status. */
export function InstancesPage() {
  const { t } = useTranslation(NAMESPACE);
  const [params] = useSearchParams();
  const asked = params.get('status') as Filter | null;
  const filter: Filter = asked && FILTERS.includes(asked) ? asked : 'all';
  const instances = useResource(() => fetchInstances('all'), 'instances');
  const all = instances.data?.results;
  const active = all?.filter(isActive) ?? [];
  usePolling(() => void instances.reload({ quiet: true }), active.some(isPending) ? 3000 : 15000, active.length > 0);
  const shown = all?.filter(matches(filter)) ?? [];

  return (
    <div className={ui.stack}>
      <PageIntro ns={NAMESPACE} page="instances" />
      <nav aria-label={t('instances.filterLabel')}>
        <ul className={styles.filters}>
          {FILTERS.map((name) => (
            <li key={name}>
              <Link
                to={name === 'all' ? '?' : `?status=${name}`}
                className={`${styles.filter} ${name === filter ? styles.filterActive : ''}`}
                aria-current={name === filter ? 'page' : undefined}
                replace
              >
                {t(`instances.filter.${name}`)}
                {all && <span>({all.filter(matches(name)).length})</span>}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {instances.error ? (
        <ErrorState message={instances.error.message} onRetry={() => void instances.reload()} />
      ) : !all ? (
        <Skeleton lines={5} />
      ) : shown.length === 0 ? (
        <EmptyState
          title={filter === 'all' ? t('instances.emptyTitle') : t('instances.emptyFilteredTitle')}
          message={filter === 'all' ? t('instances.emptyBody') : t('instances.emptyFilteredBody')}
          action={
            <Link className={buttonClass()} to={`${href('dashboard')}#recommended-labs`}>
              {t('instances.browse')}
            </Link>
          }
        />
      ) : (
        <ul className={`${styles.list} ${ui.grid}`}>
          {shown.map((instance) => (
            <li key={instance.id}>
              <InstanceCard instance={instance} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export default InstancesPage;
