import { useTranslation } from '@ilm/shared/i18n';
import { QueryView, useQuery } from '@ilm/shared/query';
import { PageHead, PageIntro, Price } from '@ilm/shared/ui';
import { LabList } from '../features/catalog/catalog-lists';
import { learningPathsList, useJsonLdContext } from '../features/catalog/catalog-json-ld';
import { learningPathsQuery, useCatalogError } from '../features/catalog/catalog.queries';
import styles from '../features/catalog/catalog.module.css';
import { NAMESPACE } from '../i18n';

/** /learning-paths: every learning path with the hands-on labs it is made of. */
export function LearningPathsPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const learningPaths = useQuery(learningPathsQuery());
  const catalogError = useCatalogError();
  const context = useJsonLdContext(i18n.language);
  return (
    <>
      <PageHead description={t('learningPaths.intro')} jsonLd={learningPaths.data?.length ? learningPathsList(learningPaths.data, context) : undefined} />
      <PageIntro ns={NAMESPACE} page="learningPaths" />
      <QueryView query={learningPaths} lines={4} error={catalogError}>
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
      </QueryView>
    </>
  );
}

export default LearningPathsPage;
