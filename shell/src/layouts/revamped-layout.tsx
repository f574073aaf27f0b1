import { NavLink, Outlet } from 'react-router-dom';
import { useTranslation } from '@ilm/shared/i18n';
import { paths } from '@ilm/shared/routes';
import { Brand } from './brand';
import { LanguageSwitcher } from './language-switcher';
import styles from './layouts.module.css';
import { SiteFooter } from './site-footer';
import { SkipLink } from './skip-link';

const REVAMPED_ITEMS = [
  { to: paths.hidden.page('platform'), key: 'platform' },
  { to: paths.hidden.page('hands-on-labs'), key: 'labs' },
  { to: paths.hidden.page('for-individuals'), key: 'forIndividuals' },
  { to: paths.hidden.page('for-business'), key: 'forBusiness' },
  { to: paths.hidden.page('careers'), key: 'careers' },
  { to: paths.hidden.page('resources'), key: 'resources' },
  { to: paths.hidden.page('contact-us'), key: 'contact' },
] as const;

/** The newer marketing design (SPEC §2: the /hidden pages): a dark band with its own navigation. */
export function RevampedLayout() {
  const { t } = useTranslation('shell');
  return (
    <div className={styles.page} data-layout="revamped">
      <SkipLink />
      <header className={styles.revampedHeader}>
        <div className={styles.revampedBar}>
          <Brand inverted />
          <nav aria-label={t('revamped.nav')} className={styles.revampedNav}>
            <ul className={styles.revampedLinks}>
              {REVAMPED_ITEMS.map((item) => (
                <li key={item.key}>
                  <NavLink to={item.to} className={styles.revampedLink}>
                    {t(`revamped.${item.key}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.revampedActions}>
            <LanguageSwitcher />
            <NavLink to={paths.hidden.home} className={styles.revampedCta}>
              {t('revamped.cta')}
            </NavLink>
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className={styles.revampedMain}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
