import { useElementId, layoutClasses as ui } from '@ilm/shared/ui';
import { Link } from '@ilm/shared/router';
import { useTranslation, useFormat } from '@ilm/shared/i18n';
import { href } from '@ilm/shared/routes';
import { JOBS_NAMESPACE } from './i18n';
import type { CareerProfile } from './jobs.api';
import styles from './jobs.module.css';

/** What the learner has shown: labs completed, diplomas (each to its verification page), internships completed. */
export function SkillsList({ skills }: { skills: CareerProfile['skills'] }) {
  const { t } = useTranslation(JOBS_NAMESPACE);
  const format = useFormat();
  const titleId = useElementId();
  const topicOf = (topic: string) => t(`topic.${topic}`, { defaultValue: topic });
  return (
    <section className={ui.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={ui.sectionTitle}>
        {t('skills.title')}
      </h2>
      <h3 className={styles.subTitle}>{t('skills.labs')}</h3>
      {skills.labs.length ? (
        <ul className={styles.list}>
          {skills.labs.map((lab) => (
            <li key={lab.slug}>
              <Link className={ui.link} to={href('lab', { slug: lab.slug })}>
                {lab.title}
              </Link>{' '}
              <span className={ui.muted}>
                ({topicOf(lab.topic)}, {t('skills.completedOn', { date: format.dateTime(lab.completed_at) })})
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={ui.muted}>
          {t('skills.labsEmpty')}{' '}
          <Link className={ui.link} to={href('career-paths')}>
            {t('skills.explore')}
          </Link>
        </p>
      )}
      <h3 className={styles.subTitle}>{t('skills.diplomas')}</h3>
      {skills.diplomas.length ? (
        <ul className={styles.list}>
          {skills.diplomas.map((diploma) => (
            <li key={diploma.id}>
              <Link className={ui.link} to={href('diploma', { id: diploma.id })}>
                {t('skills.checkDiploma', { title: diploma.title })}
              </Link>{' '}
              <span className={ui.muted}>({t('skills.issuedOn', { date: format.dateTime(diploma.issued_at) })})</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={ui.muted}>
          {t('skills.diplomasEmpty')}{' '}
          <Link className={ui.link} to={href('diploma-declaration')}>
            {t('skills.declaration')}
          </Link>
        </p>
      )}
      <h3 className={styles.subTitle}>{t('skills.internships')}</h3>
      {skills.internships.length ? (
        <ul className={styles.list}>
          {skills.internships.map((internship) => (
            <li key={internship.programme_slug}>
              {internship.title}
              {internship.completed_at && <span className={ui.muted}> ({t('skills.completedOn', { date: format.dateTime(internship.completed_at) })})</span>}
            </li>
          ))}
        </ul>
      ) : (
        <p className={ui.muted}>{t('skills.internshipsEmpty')}</p>
      )}
    </section>
  );
}
