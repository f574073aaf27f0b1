import { Link } from 'react-router-dom';
import { useResource } from '@ilm/shared/api';
import { useTranslation } from '@ilm/shared/i18n';
import { href } from '@ilm/shared/routes';
import { PageIntro, buttonClass } from '@ilm/shared/ui';
import { CareerPathList, LabList } from '../features/catalog/catalog-lists';
import { fetchCareerPaths, fetchLabs } from '../features/catalog/catalog.api';
import styles from '../features/catalog/catalog.module.css';
import { ResourceView } from '../features/catalog/resource-view';
import { NAMESPACE } from '../i18n';

const FEATURED_LABS = 6;

/** /: what the platform offers, its career paths and popular hands-on labs. */
export function HomePage() {
  const { t } = useTranslation(NAMESPACE);
  const careerPaths = useResource(fetchCareerPaths, 'career-paths');
  const labs = useResource(() => fetchLabs(FEATURED_LABS), 'featured-labs');
  return (
    <>
      <PageIntro ns={NAMESPACE} page="home" />
      <div className={`${styles.actions} ${styles.section}`}>
        <Link className={buttonClass()} to={href('sign-up')}>
          {t('catalog.startFree')}
        </Link>
        <Link className={buttonClass('secondary')} to={href('learning-paths')}>
          {t('catalog.browseLabs')}
        </Link>
      </div>
      <section className={styles.section} aria-labelledby="home-paths">
        <div className={styles.sectionHeader}>
          <h2 id="home-paths" className={styles.sectionTitle}>
            {t('catalog.careerPathsTitle')}
          </h2>
          <Link to={href('career-paths')}>{t('catalog.allCareerPaths')}</Link>
        </div>
        <ResourceView resource={careerPaths}>
          {(list) => (
            <CareerPathList careerPaths={list} />
          )}
        </ResourceView>
      </section>
      <section className={styles.section} aria-labelledby="home-labs">
        <div className={styles.sectionHeader}>
          <h2 id="home-labs" className={styles.sectionTitle}>
            {t('catalog.popularLabs')}
          </h2>
          <Link to={href('learning-paths')}>{t('catalog.allLearningPaths')}</Link>
        </div>
        <ResourceView resource={labs}>
          {(list) => (
            <LabList labs={list} />
          )}
        </ResourceView>
      </section>
    </>
  );
}

export default HomePage;
