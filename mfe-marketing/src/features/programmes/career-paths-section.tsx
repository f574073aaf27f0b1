import { Link } from '@ilm/shared/router';
import { useTranslation } from '@ilm/shared/i18n';
import { QueryView, useQuery } from '@ilm/shared/query';
import { href } from '@ilm/shared/routes';
import { CareerPathList, careerPathsQuery, useCatalogError } from '../catalog';
import { PROGRAMMES_NAMESPACE } from './i18n';
import styles from './programmes.module.css';

/** The catalog's career paths, the first step from labs towards a job. */
export function CareerPathsSection() {
  const { t } = useTranslation(PROGRAMMES_NAMESPACE);
  const careerPaths = useQuery(careerPathsQuery());
  const catalogError = useCatalogError();
  return (
    <section className={`${styles.section} ${styles.wide}`} aria-labelledby="programmes-career-paths">
      <div className={styles.sectionHeader}>
        <h2 id="programmes-career-paths" className={styles.sectionTitle}>
          {t('careerPaths.heading')}
        </h2>
        <Link to={href('career-paths')}>{t('links.allCareerPaths')}</Link>
      </div>
      <QueryView query={careerPaths} lines={4} error={catalogError}>
        {(list) => <CareerPathList careerPaths={list} />}
      </QueryView>
    </section>
  );
}
