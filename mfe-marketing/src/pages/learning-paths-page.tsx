import { useResource } from '@ilm/shared/api';
import { useTranslation } from '@ilm/shared/i18n';
import { PageIntro, Price } from '@ilm/shared/ui';
import { LabList } from '../features/catalog/catalog-lists';
import { fetchLearningPaths } from '../features/catalog/catalog.api';
import styles from '../features/catalog/catalog.module.css';
import { ResourceView } from '../features/catalog/resource-view';
import { NAMESPACE } from '../i18n';

/** /learning-paths: every learning path with the hands-on labs it is made of. */
export function LearningPathsPage() {
  const { t } = useTranslation(NAMESPACE);
  const learningPaths = useResource(fetchLearningPaths, 'learning-paths');
  return (
    <>
      <PageIntro ns={NAMESPACE} page="learningPaths" />
      <ResourceView resource={learningPaths}>
        {(list) =>
          list.map((path) => (
            <section key={path.slug} className={styles.section} aria-labelledby={`path-${path.slug}`}>
              <div className={styles.sectionHeader}>
                <h2 id={`path-${path.slug}`} className={styles.sectionTitle}>
                  {path.title}
                </h2>
                <span className={styles.price}>
                  {t('catalog.pathPrice')} <Price amount={path.price_usd} />
                </span>
              </div>
              <p className={styles.summary}>{path.summary}</p>
              <LabList labs={path.labs} />
            </section>
          ))
        }
      </ResourceView>
    </>
  );
}

export default LearningPathsPage;
