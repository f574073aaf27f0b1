import { useState } from 'react';
import { Link } from '@ilm/shared/router';
import { useTranslation } from '@ilm/shared/i18n';
import { QueryView, useQuery } from '@ilm/shared/query';
import { href } from '@ilm/shared/routes';
import { Badge, SelectField } from '@ilm/shared/ui';
import { type CareerPathSummary, careerPathQuery, careerPathsQuery, useCatalogError } from '../catalog';
import { NAMESPACE } from '../../i18n';
import { RESOURCES_NAMESPACE } from './i18n';
import styles from './resources.module.css';

/** One career path's labs in the order the path takes them, ending with the diploma declaration. */
function PathLabs({ slug }: { slug: string }) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tResources } = useTranslation(RESOURCES_NAMESPACE);
  const path = useQuery(careerPathQuery(slug));
  const catalogError = useCatalogError();
  return (
    <QueryView query={path} lines={6} error={catalogError}>
      {(detail) => (
        <div className={styles.pathway}>
          <div className={styles.pathwayHeader}>
            <h3 className={styles.pathwayTitle}>{detail.title}</h3>
            <p className={styles.sectionIntro}>{detail.summary}</p>
            <ul className={styles.inlineFacts}>
              <li>{t(`catalog.level.${detail.level}`, { defaultValue: detail.level })}</li>
              <li>{t('catalog.weeks', { count: detail.duration_weeks })}</li>
              <li>{t('catalog.labs', { count: detail.lab_count })}</li>
            </ul>
          </div>
          <ol className={styles.timeline} aria-label={tResources('pathway.labsInOrder', { path: detail.title })}>
            {detail.labs.map((lab) => (
              <li key={lab.slug} className={styles.timelineItem}>
                <p className={styles.timelineTitle}>
                  <Link to={href('lab', { slug: lab.slug })}>{lab.title}</Link>
                </p>
                <p className={styles.timelineText}>{lab.summary}</p>
                <p className={styles.timelineBadges}>
                  {lab.launchable ? (
                    <Badge tone="success">{t('catalog.runsHere')}</Badge>
                  ) : (
                    <Badge tone="warning">{t('catalog.needs', { environment: t(`catalog.environment.${lab.environment}`) })}</Badge>
                  )}
                  <span>{t(`catalog.level.${lab.level}`, { defaultValue: lab.level })}</span>
                  <span>{t('catalog.minutes', { count: lab.duration_minutes })}</span>
                </p>
              </li>
            ))}
            <li className={`${styles.timelineItem} ${styles.timelineGoal}`}>
              <p className={styles.timelineTitle}>
                <Link to={href('diploma-declaration')}>{tResources('pathway.diploma')}</Link>
              </p>
              <p className={styles.timelineText}>{tResources('pathway.diplomaText')}</p>
            </li>
          </ol>
          <p className={styles.more}>
            <Link to={href('career-path', { slug: detail.slug })}>{tResources('pathway.seePath', { path: detail.title })}</Link>
          </p>
        </div>
      )}
    </QueryView>
  );
}

function Explorer({ paths }: { paths: readonly CareerPathSummary[] }) {
  const { t } = useTranslation(RESOURCES_NAMESPACE);
  const [chosen, setChosen] = useState(paths[0]?.slug ?? '');
  return (
    <>
      <div className={styles.picker}>
        <SelectField
          label={t('pathway.choose')}
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
          options={paths.map((path) => ({ value: path.slug, label: path.title }))}
        />
      </div>
      <PathLabs slug={chosen} />
    </>
  );
}

/** Every career path from the catalog, one at a time: pick a path and see its labs in order. */
export function CareerPathExplorer() {
  const { t } = useTranslation(RESOURCES_NAMESPACE);
  const careerPaths = useQuery(careerPathsQuery());
  const catalogError = useCatalogError();
  return (
    <section className={styles.section} aria-labelledby="pathway-explorer">
      <h2 id="pathway-explorer" className={styles.sectionTitle}>
        {t('pathway.heading')}
      </h2>
      <p className={styles.sectionIntro}>{t('pathway.intro')}</p>
      <QueryView query={careerPaths} lines={6} error={catalogError} empty={<p className={styles.sectionIntro}>{t('pathway.none')}</p>}>
        {(list) => <Explorer paths={list} />}
      </QueryView>
    </section>
  );
}
