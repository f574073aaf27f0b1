import { Link } from '@ilm/shared/router';
import { useTranslation } from '@ilm/shared/i18n';
import { QueryView, useQuery } from '@ilm/shared/query';
import { href } from '@ilm/shared/routes';
import { HydrateInTurn, PageHead, PageIntro, buttonClass } from '@ilm/shared/ui';
import { CareerPathList, LabList } from '../features/catalog/catalog-lists';
import { careerPathsList } from '../features/catalog/catalog-json-ld';
import { careerPathsQuery, labsQuery, useCatalogError } from '../features/catalog/catalog.queries';
import styles from '../features/catalog/catalog.module.css';
import { NAMESPACE } from '../i18n';

const FEATURED_LABS = 6;

/** /: what the platform offers, its career paths and popular hands-on labs. */
export function HomePage() {
  const { t } = useTranslation(NAMESPACE);
  const careerPaths = useQuery(careerPathsQuery());
  const labs = useQuery(labsQuery(FEATURED_LABS));
  const catalogError = useCatalogError();
  return (
    <>
      {/* The home page keeps the site's own title; it lists the career paths it shows. */}
      <PageHead description={t('home.intro')} jsonLd={careerPaths.data?.length ? careerPathsList(careerPaths.data) : undefined} />
      <PageIntro ns={NAMESPACE} page="home" />
      <div className={`${styles.actions} ${styles.section}`}>
        <Link className={buttonClass()} to={href('sign-up')}>
          {t('catalog.startFree')}
        </Link>
        <Link className={buttonClass('secondary')} to={href('learning-paths')}>
          {t('catalog.browseLabs')}
        </Link>
      </div>
      {/* Each section hydrated in a task of its own, its list in one more (ADR 0007). */}
      <HydrateInTurn>
        <section className={styles.section} aria-labelledby="home-paths">
          <div className={styles.sectionHeader}>
            <h2 id="home-paths" className={styles.sectionTitle}>
              {t('catalog.careerPathsTitle')}
            </h2>
            <Link to={href('career-paths')}>{t('catalog.allCareerPaths')}</Link>
          </div>
          <QueryView query={careerPaths} lines={4} error={catalogError}>
            {(list) => <CareerPathList careerPaths={list} />}
          </QueryView>
        </section>
      </HydrateInTurn>
      <HydrateInTurn>
        <section className={styles.section} aria-labelledby="home-labs">
          <div className={styles.sectionHeader}>
            <h2 id="home-labs" className={styles.sectionTitle}>
              {t('catalog.popularLabs')}
            </h2>
            <Link to={href('learning-paths')}>{t('catalog.allLearningPaths')}</Link>
          </div>
          <QueryView query={labs} lines={4} error={catalogError}>
            {(list) => <LabList labs={list} />}
          </QueryView>
        </section>
      </HydrateInTurn>
    </>
  );
}

export default HomePage;
