import { useTranslation } from '@ilm/shared/i18n';
import { QueryView, useQuery } from '@ilm/shared/query';
import { PageHead, PageIntro } from '@ilm/shared/ui';
import { CareerPathList } from '../features/catalog/catalog-lists';
import { careerPathsList } from '../features/catalog/catalog-json-ld';
import { careerPathsQuery, useCatalogError } from '../features/catalog/catalog.queries';
import styles from '../features/catalog/catalog.module.css';
import { NAMESPACE } from '../i18n';

/** /career-paths (and /career-path): every role-based path, linking to its page. */
export function CareerPathsPage() {
  const { t } = useTranslation(NAMESPACE);
  const careerPaths = useQuery(careerPathsQuery());
  const catalogError = useCatalogError();
  return (
    <>
      <PageHead description={t('careerPaths.intro')} jsonLd={careerPaths.data?.length ? careerPathsList(careerPaths.data) : undefined} />
      <PageIntro ns={NAMESPACE} page="careerPaths" />
      <div className={styles.section}>
        <QueryView query={careerPaths} lines={4} error={catalogError}>
          {(list) => <CareerPathList careerPaths={list} headingLevel={2} />}
        </QueryView>
      </div>
    </>
  );
}

export default CareerPathsPage;
