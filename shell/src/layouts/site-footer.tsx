import { useStore } from '@nanostores/react';
import { Link } from 'react-router-dom';
import { $runtimeConfig } from '@ilm/shared/config';
import { useTranslation } from '@ilm/shared/i18n';
import { paths } from '@ilm/shared/routes';
import styles from './site-footer.module.css';

const COLUMNS = [
  {
    key: 'company',
    links: [
      { to: paths.aboutUs, key: 'about' },
      { to: paths.partners, key: 'partners' },
      { to: paths.contactUs, key: 'contact' },
      { to: paths.hidden.page('careers'), key: 'careers' },
      { to: paths.hidden.page('for-business'), key: 'forBusiness' },
    ],
  },
  {
    key: 'learn',
    links: [
      { to: paths.careerPaths.list, key: 'careerPaths' },
      { to: paths.learningPaths, key: 'learningPaths' },
      { to: paths.consulting.list, key: 'consulting' },
      { to: paths.diplomaDeclaration, key: 'diploma' },
    ],
  },
  {
    key: 'legal',
    links: [
      { to: paths.privacy, key: 'privacy' },
      { to: paths.terms, key: 'terms' },
    ],
  },
] as const;

/** The site footer: company, learning and legal links. */
export function SiteFooter() {
  const { t } = useTranslation('shell');
  const { PRODUCT_NAME: product } = useStore($runtimeConfig);
  return (
    <footer className={styles.footer}>
      <nav aria-label={t('footer.label')} className={styles.columns}>
        {COLUMNS.map((column) => (
          <div key={column.key}>
            <h2 className={styles.heading}>{t(`footer.${column.key}`)}</h2>
            <ul className={styles.list}>
              {column.links.map((link) => (
                <li key={link.key}>
                  <Link to={link.to} className={styles.link}>
                    {t(`footer.${link.key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <p className={styles.rights}>{t('footer.rights', { year: new Date().getFullYear(), product })}</p>
    </footer>
  );
}
