import { useEffect } from 'react';
import { Link, useSearchParams } from '@ilm/shared/router';
import { useTranslation } from '@ilm/shared/i18n';
import { QueryView, useQuery } from '@ilm/shared/query';
import { href } from '@ilm/shared/routes';
import { EmptyState, PageIntro, Skeleton, buttonClass, layoutClasses as ui } from '@ilm/shared/ui';
import { NAMESPACE } from '../i18n';
import { instancesQuery } from '../features/instances/instances.queries';
import { InstanceView } from './instance-view';

/**
 * The running lab. `?id=` names the instance; without it, the learner's current running or
 * provisioning instance is shown (and put in the URL), else an empty state that leads to labs.
 */
export function InstanceDashboardPage() {
  const { t } = useTranslation(NAMESPACE);
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const current = useQuery({ ...instancesQuery('active'), enabled: !id });
  const found = current.data?.results[0];
  useEffect(() => {
    if (!id && found) setParams({ id: found.id }, { replace: true });
  }, [id, found, setParams]);

  if (id) return <InstanceView key={id} id={id} />;
  return (
    <div className={ui.stack}>
      <PageIntro ns={NAMESPACE} page="instanceDashboard" />
      <QueryView
        query={current}
        lines={4}
        empty={
          <EmptyState
            title={t('instanceDashboard.emptyTitle')}
            message={t('instanceDashboard.emptyBody')}
            action={
              <div className={ui.actions}>
                <Link className={buttonClass()} to={`${href('dashboard')}#recommended-labs`}>
                  {t('instanceDashboard.browse')}
                </Link>
                <Link className={buttonClass('secondary')} to={href('instances')}>
                  {t('instanceDashboard.history')}
                </Link>
              </div>
            }
          />
        }
      >
        {/* The current lab was found: the page moves to its ?id= at once. */}
        {() => <Skeleton lines={4} />}
      </QueryView>
    </div>
  );
}

export default InstanceDashboardPage;
