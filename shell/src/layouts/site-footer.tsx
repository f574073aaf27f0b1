import { useStore } from '@nanostores/react';
import { Link } from '@ilm/shared/router';
import type { NavSlot } from '@ilm/contract';
import { $runtimeConfig } from '@ilm/shared/config';
import { useTranslation } from '@ilm/shared/i18n';
import styles from './site-footer.module.css';
import { useNavSlot } from './use-nav-slot';

const COLUMNS: { key: string; slot: NavSlot }[] = [
  { key: 'company', slot: 'footer.company' },
  { key: 'learn', slot: 'footer.learn' },
  { key: 'legal', slot: 'footer.legal' },
];

function FooterColumn({ heading, slot }: { heading: string; slot: NavSlot }) {
  const links = useNavSlot(slot);
  if (links.length === 0) return null;
  return (
    <div>
      <h2 className={styles.heading}>{heading}</h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.key}>
            <Link to={link.to} className={styles.link}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The site footer: the company, learning and legal links the remotes offer. */
export function SiteFooter() {
  const { t } = useTranslation('shell');
  const { PRODUCT_NAME: product } = useStore($runtimeConfig);
  return (
    <footer className={styles.footer}>
      <nav aria-label={t('footer.label')} className={styles.columns}>
        {COLUMNS.map((column) => (
          <FooterColumn key={column.key} heading={t(`footer.${column.key}`)} slot={column.slot} />
        ))}
      </nav>
      <p className={styles.rights}>{t('footer.rights', { year: new Date().getFullYear(), product })}</p>
    </footer>
  );
}
