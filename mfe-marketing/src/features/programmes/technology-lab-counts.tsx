import { Link } from '@ilm/shared/router';
import { useTranslation } from '@ilm/shared/i18n';
import { QueryView, useQuery } from '@ilm/shared/query';
import { href } from '@ilm/shared/routes';
import { useCatalogError } from '../catalog';
import { PROGRAMMES_NAMESPACE } from './i18n';
import { labCountsQuery } from './programmes.queries';
import { TECHNOLOGIES } from './providers';
import styles from './programmes.module.css';

const FILTERS = TECHNOLOGIES.map((technology) => technology.filter);

/** How many labs the catalog holds for each technology the partners page names, as the API counts them. */
export function TechnologyLabCounts() {
  const { t } = useTranslation(PROGRAMMES_NAMESPACE);
  const counts = useQuery(labCountsQuery(FILTERS));
  const catalogError = useCatalogError();
  return (
    <section className={styles.section} aria-labelledby="programmes-lab-counts">
      <h2 id="programmes-lab-counts" className={styles.sectionTitle}>
        {t('technologies.heading')}
      </h2>
      <QueryView query={counts} lines={4} error={catalogError}>
        {(list) => (
          <table className={styles.table} aria-labelledby="programmes-lab-counts">
            <thead>
              <tr>
                <th scope="col">{t('technologies.technology')}</th>
                <th scope="col">{t('technologies.labs')}</th>
              </tr>
            </thead>
            <tbody>
              {TECHNOLOGIES.map((technology, index) => (
                <tr key={technology.key}>
                  <th scope="row">{t(`technologies.name.${technology.key}`)}</th>
                  <td>{t('technologies.labCount', { count: list[index] ?? 0 })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryView>
      <p className={styles.more}>
        <Link to={href('learning-paths')}>{t('links.learningPaths')}</Link>
      </p>
    </section>
  );
}
