import { useElementId } from '@ilm/shared/ui';
import { Link } from '@ilm/shared/router';
import { useTranslation } from '@ilm/shared/i18n';
import { QueryView, useQuery } from '@ilm/shared/query';
import { href } from '@ilm/shared/routes';
import styles from '../programmes.module.css';
import { OPENINGS_NAMESPACE } from './i18n';
import { openingsQuery, type JobOpening } from './openings.api';
import own from './openings.module.css';

function OpeningItem({ opening }: { opening: JobOpening }) {
  const { t } = useTranslation(OPENINGS_NAMESPACE);
  const titleId = useElementId();
  const labsId = useElementId();
  return (
    <li>
      <article className={own.card} aria-labelledby={titleId}>
        <h3 id={titleId} className={own.title}>
          {opening.title}
        </h3>
        <dl className={own.meta}>
          <dt>{t('employer')}</dt>
          <dd>{opening.employer}</dd>
          <dt>{t('location')}</dt>
          <dd>
            <bdi>{opening.location}</bdi>
          </dd>
          <dt>{t('workMode')}</dt>
          <dd>{t(`mode.${opening.work_mode}`)}</dd>
        </dl>
        {opening.description && <p className={own.description}>{opening.description}</p>}
        {opening.skill_labs.length > 0 && (
          <div className={own.labs}>
            <span id={labsId}>{t('labs')}:</span>
            <ul className={own.inlineList} aria-labelledby={labsId}>
              {opening.skill_labs.map((lab) => (
                <li key={lab.slug}>
                  <Link to={href('lab', { slug: lab.slug })}>{lab.title}</Link>
                </li>
              ))}
            </ul>
          </div>
        )}
        <p className={own.apply}>
          <Link to={href('jobs')}>{t('apply', { title: opening.title })}</Link>
        </p>
      </article>
    </li>
  );
}

/** The current openings from the public API (a loading state, an error, or that there is none), each with a link to apply in the dashboard. */
export function OpeningList() {
  const { t } = useTranslation(OPENINGS_NAMESPACE);
  const openings = useQuery(openingsQuery());
  return (
    <QueryView
      query={openings}
      lines={4}
      error={{ title: t('loadFailed'), message: (error) => (error.status >= 500 || error.status === 0 ? t('unavailable') : error.message) }}
      empty={<p className={own.description}>{t('empty')}</p>}
    >
      {(list) => (
        <ul className={own.list}>
          {list.map((opening) => (
            <OpeningItem key={opening.slug} opening={opening} />
          ))}
        </ul>
      )}
    </QueryView>
  );
}

/** /al-razzaq's current openings, with what they are and a link to see how the learner matches each. */
export function OpeningsSection() {
  const { t } = useTranslation(OPENINGS_NAMESPACE);
  return (
    <section className={`${styles.section} ${styles.wide}`} aria-labelledby="programmes-openings">
      <div className={styles.sectionHeader}>
        <h2 id="programmes-openings" className={styles.sectionTitle}>
          {t('heading')}
        </h2>
        <Link to={href('jobs')}>{t('all')}</Link>
      </div>
      <p className={own.description}>{t('intro')}</p>
      <OpeningList />
    </section>
  );
}
