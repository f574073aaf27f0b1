import { Link } from '@ilm/shared/router';
import { useTranslation } from '@ilm/shared/i18n';
import { href } from '@ilm/shared/routes';
import { buttonClass } from '@ilm/shared/ui';
import { PROGRAMMES_NAMESPACE } from './i18n';
import styles from './programmes.module.css';

/** A link to one of the site's pages: its declared name, and the key of the words that name it. */
export interface NextStep {
  page: string;
  label: string;
}

/** Where a reader goes from here: the first link as the main action, the others beside it. */
export function NextSteps({ steps }: { steps: readonly NextStep[] }) {
  const { t } = useTranslation(PROGRAMMES_NAMESPACE);
  return (
    <section className={styles.section} aria-labelledby="programmes-next-steps">
      <h2 id="programmes-next-steps" className={styles.sectionTitle}>
        {t('links.heading')}
      </h2>
      <ul className={styles.actions}>
        {steps.map((step, index) => (
          <li key={step.page}>
            <Link className={buttonClass(index === 0 ? 'primary' : 'secondary')} to={href(step.page)}>
              {t(step.label)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
