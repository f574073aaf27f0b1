import { Link } from '@ilm/shared/router';
import { useTranslation } from '@ilm/shared/i18n';
import { href } from '@ilm/shared/routes';
import { PLATFORM_NAMESPACE } from './i18n';
import { PlatformSection } from './platform-section';
import styles from './platform.module.css';

// The platform pages, each with its strings under `explore.<key>`.
const DESTINATIONS = [
  { key: 'overview', page: 'hidden.platform-overview' },
  { key: 'handsOnLabs', page: 'hidden.hands-on-labs' },
  { key: 'cloudPlayground', page: 'hidden.platform-cloud-playground' },
  { key: 'skillsAssessment', page: 'hidden.platform-skills-assessment-program' },
  { key: 'skillsEvaluation', page: 'hidden.skills-evaluation' },
  { key: 'reskilling', page: 'hidden.global-reskilling-program' },
  { key: 'individuals', page: 'hidden.for-individuals' },
  { key: 'business', page: 'hidden.for-business' },
] as const;

/** The other platform pages, each named and summed up in a line; `except` leaves out the page the visitor is on. */
export function ExploreLinks({ except }: { except?: (typeof DESTINATIONS)[number]['page'] }) {
  const { t } = useTranslation(PLATFORM_NAMESPACE);
  return (
    <PlatformSection title={t('explore.title')}>
      <ul className={styles.cardGrid}>
        {DESTINATIONS.filter((destination) => destination.page !== except).map(({ key, page }) => (
          <li key={key}>
            <article className={styles.exploreCard}>
              <h3 className={styles.cardTitle}>
                <Link className={styles.exploreLink} to={href(page)}>
                  {t(`explore.${key}.name`)}
                </Link>
              </h3>
              <p className={styles.cardText}>{t(`explore.${key}.text`)}</p>
            </article>
          </li>
        ))}
      </ul>
    </PlatformSection>
  );
}
