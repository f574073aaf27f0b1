import { Link, useSearchParams } from '@ilm/shared/router';
import { useTranslation } from '@ilm/shared/i18n';
import { QueryView, usePolling, useQuery } from '@ilm/shared/query';
import { EmptyState, PageIntro, buttonClass, layoutClasses as ui } from '@ilm/shared/ui';
import { NAMESPACE } from '../i18n';
import { href } from '@ilm/shared/routes';
import { InstanceCard } from '../features/instances/instance-card';
import { isActive, isPending, type LabInstance } from '../features/instances/instances.api';
import { instancesQuery } from '../features/instances/instances.queries';
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
  const instances = useQuery(instancesQuery('all'));
  const all = instances.data?.results;
  const active = all?.filter(isActive) ?? [];
  usePolling([instancesQuery('all')], active.length === 0 ? false : active.some(isPending) ? 3000 : 15000);
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
      <QueryView
        query={instances}
        lines={5}
        isEmpty={() => shown.length === 0}
        empty={
          <EmptyState
            title={filter === 'all' ? t('instances.emptyTitle') : t('instances.emptyFilteredTitle')}
            message={filter === 'all' ? t('instances.emptyBody') : t('instances.emptyFilteredBody')}
            action={
              <Link className={buttonClass()} to={`${href('dashboard')}#recommended-labs`}>
                {t('instances.browse')}
              </Link>
            }
          />
        }
      >
        {() => (
          <ul className={`${styles.list} ${ui.grid}`}>
            {shown.map((instance) => (
              <li key={instance.id}>
                <InstanceCard instance={instance} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </div>
  );
}

export default InstancesPage;
