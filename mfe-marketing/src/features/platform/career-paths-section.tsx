import { Link } from '@ilm/shared/router';
import { useTranslation } from '@ilm/shared/i18n';
import { QueryView, useQuery } from '@ilm/shared/query';
import { href } from '@ilm/shared/routes';
import { EmptyState } from '@ilm/shared/ui';
import { CareerPathList, careerPathsQuery, useCatalogError } from '../catalog';
import { PLATFORM_NAMESPACE } from './i18n';
import { PlatformSection } from './platform-section';

/** The career paths the catalog publishes, each with its length, labs and price in the visitor's currency. */
export function CareerPathsSection() {
  const { t } = useTranslation(PLATFORM_NAMESPACE);
  const careerPaths = useQuery(careerPathsQuery());
  const error = useCatalogError();
  const empty = (
    <EmptyState
      title={t('careerPaths.emptyTitle')}
      message={t('careerPaths.emptyMessage')}
      action={<Link to={href('hidden.hands-on-labs')}>{t('cta.browseLabs')}</Link>}
    />
  );
  return (
    <PlatformSection title={t('careerPaths.title')} intro={t('careerPaths.intro')} link={<Link to={href('career-paths')}>{t('careerPaths.all')}</Link>}>
      <QueryView query={careerPaths} lines={4} error={error} empty={empty}>
        {(list) => <CareerPathList careerPaths={list} />}
      </QueryView>
    </PlatformSection>
  );
}
