import { useResource } from '@ilm/shared/api';
import { PageIntro } from '@ilm/shared/ui';
import { CareerPathList } from '../features/catalog/catalog-lists';
import { fetchCareerPaths } from '../features/catalog/catalog.api';
import styles from '../features/catalog/catalog.module.css';
import { ResourceView } from '../features/catalog/resource-view';
import { NAMESPACE } from '../i18n';

/** /career-paths (and /career-path): every role-based path, linking to its page. */
export function CareerPathsPage() {
  const careerPaths = useResource(fetchCareerPaths, 'career-paths');
  return (
    <>
      <PageIntro ns={NAMESPACE} page="careerPaths" />
      <div className={styles.section}>
        <ResourceView resource={careerPaths}>
          {(list) => (
            <CareerPathList careerPaths={list} />
          )}
        </ResourceView>
      </div>
    </>
  );
}

export default CareerPathsPage;
