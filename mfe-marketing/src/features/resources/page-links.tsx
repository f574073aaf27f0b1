import { Link } from '@ilm/shared/router';
import { useTranslation } from '@ilm/shared/i18n';
import { href } from '@ilm/shared/routes';
import { RESOURCES_NAMESPACE } from './i18n';
import styles from './resources.module.css';

/** A page of the site to point to: its declared name and the key of its label and line (`links.<key>`). */
export interface PageLink {
  page: string;
  key: string;
}

function LinkCards({ links }: { links: readonly PageLink[] }) {
  const { t } = useTranslation(RESOURCES_NAMESPACE);
  return (
    <ul className={styles.linkCards}>
      {links.map(({ page, key }) => (
        <li key={key} className={styles.linkCard}>
          <Link to={href(page)} className={styles.linkCardLabel}>
            {t(`links.${key}.label`)}
          </Link>
          <p className={styles.linkCardText}>{t(`links.${key}.text`)}</p>
        </li>
      ))}
    </ul>
  );
}

/**
 * Cards that each lead to one page, named by the page itself (never "learn more"). With a
 * `heading` they are a section of the page; without, a navigation landmark named `label`.
 */
export function PageLinks({ links, heading, label, id }: { links: readonly PageLink[]; heading?: string; label?: string; id: string }) {
  if (heading) {
    return (
      <section className={styles.section} aria-labelledby={id}>
        <h2 id={id} className={styles.sectionTitle}>
          {heading}
        </h2>
        <LinkCards links={links} />
      </section>
    );
  }
  return (
    <nav className={styles.hub} aria-label={label} id={id}>
      <LinkCards links={links} />
    </nav>
  );
}
