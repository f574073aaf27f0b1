import { QueryView, useQuery } from '@ilm/shared/query';
import { PageIntro } from '@ilm/shared/ui';
import { CareerPathList } from '../features/catalog/catalog-lists';
import { careerPathsQuery, useCatalogError } from '../features/catalog/catalog.queries';
import styles from '../features/catalog/catalog.module.css';
import { NAMESPACE } from '../i18n';

/** /career-paths (and /career-path): every role-based path, linking to its page. */
export function CareerPathsPage() {
  const careerPaths = useQuery(careerPathsQuery());
  const catalogError = useCatalogError();
  return (
    <>
      <PageIntro ns={NAMESPACE} page="careerPaths" />
      <div className={styles.section}>
        <QueryView query={careerPaths} lines={4} error={catalogError}>
          {(list) => (
            <CareerPathList careerPaths={list} headingLevel={2} />
          )}
        </QueryView>
      </div>
    </>
  );
}

export default CareerPathsPage;
