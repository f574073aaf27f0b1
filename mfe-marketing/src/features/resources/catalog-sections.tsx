import { useTranslation } from '@ilm/shared/i18n';
import { QueryView, useQuery } from '@ilm/shared/query';
import { href } from '@ilm/shared/routes';
import { Badge } from '@ilm/shared/ui';
import { Link } from '@ilm/shared/router';
import { CareerPathList, careerPathsQuery, learningPathsQuery, useCatalogError } from '../catalog';
import { NAMESPACE } from '../../i18n';
import { OPENINGS_NAMESPACE, OpeningList } from '../programmes';
import { RESOURCES_NAMESPACE } from './i18n';
import styles from './resources.module.css';

/** The career paths as the catalog lists them now, in a section of its own. */
export function CareerPathsSection({ id, heading, intro }: { id: string; heading: string; intro?: string }) {
  const { t } = useTranslation(NAMESPACE);
  const careerPaths = useQuery(careerPathsQuery());
  const catalogError = useCatalogError();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHeader}>
        <h2 id={id} className={styles.sectionTitle}>
          {heading}
        </h2>
        <Link to={href('career-paths')} className={styles.sectionLink}>
          {t('catalog.allCareerPaths')}
        </Link>
      </div>
      {intro && <p className={styles.sectionIntro}>{intro}</p>}
      <QueryView query={careerPaths} lines={4} error={catalogError}>
        {(list) => <CareerPathList careerPaths={list} />}
      </QueryView>
    </section>
  );
}

/** The learning paths as the catalog lists them now: name, topic, level and number of labs, each leading to its place on the learning paths page. */
export function LearningPathsSection({ id, heading, intro }: { id: string; heading: string; intro?: string }) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tResources } = useTranslation(RESOURCES_NAMESPACE);
  const learningPaths = useQuery(learningPathsQuery());
  const catalogError = useCatalogError();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHeader}>
        <h2 id={id} className={styles.sectionTitle}>
          {heading}
        </h2>
        <Link to={href('learning-paths')} className={styles.sectionLink}>
          {t('catalog.allLearningPaths')}
        </Link>
      </div>
      {intro && <p className={styles.sectionIntro}>{intro}</p>}
      <QueryView query={learningPaths} lines={4} error={catalogError}>
        {(list) => (
          <ul className={styles.pathGrid}>
            {list.map((path) => (
              <li key={path.slug} className={styles.pathCard}>
                <p className={styles.pathBadge}>
                  <Badge tone="info">{t(`catalog.cloud.${path.cloud}`, { defaultValue: path.cloud })}</Badge>
                </p>
                <h3 className={styles.pathTitle}>
                  {/* The learning paths page gives each path a section whose id is `path-<slug>`. */}
                  <Link to={`${href('learning-paths')}#path-${path.slug}`}>{path.title}</Link>
                </h3>
                <p className={styles.pathSummary}>{path.summary}</p>
                <p className={styles.pathFacts}>
                  {tResources('catalog.levelAndLabs', {
                    level: t(`catalog.level.${path.level}`, { defaultValue: path.level }),
                    labs: t('catalog.labs', { count: path.labs.length }),
                  })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}

/** The current openings, from the job-placement programme's public list, in a section of its own. */
export function OpeningsSection({ id, heading, intro }: { id: string; heading: string; intro?: string }) {
  const { t } = useTranslation(OPENINGS_NAMESPACE);
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHeader}>
        <h2 id={id} className={styles.sectionTitle}>
          {heading}
        </h2>
        <Link to={href('jobs')} className={styles.sectionLink}>
          {t('all')}
        </Link>
      </div>
      {intro && <p className={styles.sectionIntro}>{intro}</p>}
      <OpeningList />
    </section>
  );
}
