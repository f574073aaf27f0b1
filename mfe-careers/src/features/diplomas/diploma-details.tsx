import { layoutClasses as ui } from '@ilm/shared/ui';
import { Link } from '@ilm/shared/router';
import { useTranslation } from '@ilm/shared/i18n';
import { QueryView, useQuery } from '@ilm/shared/query';
import { href } from '@ilm/shared/routes';
import type { Diploma } from './diplomas.api';
import { diplomaPathQuery } from './diplomas.queries';
import { Fact } from './fact';
import { DIPLOMAS_NAMESPACE } from './i18n';
import styles from './diplomas.module.css';

/**
 * What the diploma is, as its record says: its number, its career path and the labs that path is
 * made of (the skills it proves), and the key and identifier anyone can check it with elsewhere.
 */
export function DiplomaDetails({ diploma }: { diploma: Diploma }) {
  const { t } = useTranslation(DIPLOMAS_NAMESPACE);
  const path = useQuery(diplomaPathQuery(diploma.career_path.slug));
  return (
    <section className={ui.card} aria-labelledby="diploma-details">
      <h2 id="diploma-details" className={ui.sectionTitle}>
        {t('details.title')}
      </h2>
      <dl className={styles.facts}>
        <Fact term={t('details.number')}>
          <code dir="ltr" className={styles.code}>
            {diploma.id}
          </code>
        </Fact>
        <Fact term={t('verdict.careerPath')}>
          <Link className={ui.link} to={href('career-path', { slug: diploma.career_path.slug })}>
            {diploma.career_path.title}
          </Link>
        </Fact>
        <Fact term={t('details.issuerId')}>
          <code dir="ltr" className={styles.code}>
            {diploma.issuer.id}
          </code>
        </Fact>
        <Fact term={t('details.key')}>
          <code dir="ltr" className={styles.code}>
            {diploma.kid}
          </code>
        </Fact>
      </dl>
      <p>
        <a className={ui.link} href={diploma.jwks_url}>
          {t('details.keys')}
        </a>
      </p>
      <h3 className={styles.subTitle}>{t('details.skills')}</h3>
      <QueryView query={path} lines={3} error={{ message: t('details.skillsFailed') }}>
        {(data) => (
          <ul className={styles.skills}>
            {data.labs.map((lab) => (
              <li key={lab.slug}>
                <Link className={ui.link} to={href('lab', { slug: lab.slug })}>
                  {lab.title}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
