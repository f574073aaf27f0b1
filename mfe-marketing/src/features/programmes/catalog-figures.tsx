import { Link } from '@ilm/shared/router';
import { useTranslation } from '@ilm/shared/i18n';
import { QueryView, useQuery } from '@ilm/shared/query';
import { href } from '@ilm/shared/routes';
import { useCatalogError } from '../catalog';
import { PROGRAMMES_NAMESPACE } from './i18n';
import { catalogFiguresQuery } from './programmes.queries';
import styles from './programmes.module.css';

/** The size of the catalog, counted by the API when the page is read, each figure leading to its list. */
export function CatalogFigures() {
  const { t } = useTranslation(PROGRAMMES_NAMESPACE);
  const figures = useQuery(catalogFiguresQuery());
  const catalogError = useCatalogError();
  return (
    <section className={styles.section} aria-labelledby="programmes-figures">
      <h2 id="programmes-figures" className={styles.sectionTitle}>
        {t('figures.heading')}
      </h2>
      <QueryView query={figures} lines={2} error={catalogError}>
        {({ labs, careerPaths, learningPaths }) => (
          <ul className={styles.figures}>
            <li>
              <Link className={styles.figure} to={href('learning-paths')}>
                {t('figures.labs', { count: labs })}
              </Link>
            </li>
            <li>
              <Link className={styles.figure} to={href('career-paths')}>
                {t('figures.careerPaths', { count: careerPaths })}
              </Link>
            </li>
            <li>
              <Link className={styles.figure} to={href('learning-paths')}>
                {t('figures.learningPaths', { count: learningPaths })}
              </Link>
            </li>
          </ul>
        )}
      </QueryView>
    </section>
  );
}
