import { NavLink, Outlet } from '@ilm/shared/router';
import { useTranslation } from '@ilm/shared/i18n';
import { Brand } from './brand';
import { HydrateInTurn, LanguageSwitcher } from '@ilm/shared/ui';
import styles from './layouts.module.css';
import { PanelSlot } from '../panels/panel-slot';
import { SiteFooter } from './site-footer';
import { SkipLink } from './skip-link';
import { useNavSlot } from './use-nav-slot';

/** The newer marketing design (the pages that declare it: docs/rules/pages.md#site-map): a dark band with its own navigation; the panel slot. */
export function RevampedLayout() {
  const { t } = useTranslation('shell');
  const links = useNavSlot('revamped');
  const calls = useNavSlot('revamped.cta');
  return (
    <div className={styles.page} data-layout="revamped">
      <SkipLink />
      <header className={styles.revampedHeader}>
        <div className={styles.revampedBar}>
          <Brand inverted />
          <nav aria-label={t('revamped.nav')} className={styles.revampedNav}>
            <ul className={styles.revampedLinks}>
              {links.map((item) => (
                <li key={item.key}>
                  <NavLink to={item.to} className={styles.revampedLink}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.revampedActions}>
            <LanguageSwitcher />
            {calls.map((item) => (
              <NavLink key={item.key} to={item.to} className={styles.revampedCta}>
                {item.label}
              </NavLink>
            ))}
          </div>
        </div>
      </header>
      <HydrateInTurn>
        <main id="main" tabIndex={-1} className={styles.revampedMain}>
          <Outlet />
        </main>
      </HydrateInTurn>
      <PanelSlot slot="assistant" />
      <HydrateInTurn>
        <SiteFooter />
      </HydrateInTurn>
    </div>
  );
}
