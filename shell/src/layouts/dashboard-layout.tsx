import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { NavLink, Outlet } from '@ilm/shared/router';
import { useTranslation } from '@ilm/shared/i18n';
import { hrefOfRole } from '@ilm/shared/routes';
import { $auth } from '@ilm/shared/stores';
import { Brand } from './brand';
import { LanguageSwitcher } from '@ilm/shared/ui';
import styles from './layouts.module.css';
import { PanelSlot } from '../panels/panel-slot';
import { SignOutButton } from './sign-out-button';
import { SkipLink } from './skip-link';
import { useNavSlot } from './use-nav-slot';

/** The learner area: a sidebar of the sections the remotes offer beside the page, and the panel slot (its guard: docs/rules/session.md#guards). */
export function DashboardLayout() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const { user } = useStore($auth);
  const links = useNavSlot('dashboard');
  return (
    <div className={styles.dashboardPage} data-layout="dashboard">
      <SkipLink />
      <header className={styles.dashboardTop}>
        <Brand />
        <button type="button" className={styles.sidebarToggle} aria-expanded={open} aria-controls="dashboard-nav" onClick={() => setOpen((value) => !value)}>
          {t('nav.menu')}
        </button>
        <div className={styles.dashboardAccount}>
          {user && <span className={styles.dashboardUser}>{t('nav.signedInAs', { name: user.first_name || user.email })}</span>}
          <LanguageSwitcher />
          <SignOutButton />
        </div>
      </header>
      <nav id="dashboard-nav" aria-label={t('dashboardNav.label')} className={`${styles.sidebar} ${open ? styles.sidebarOpen : ''}`}>
        <ul className={styles.sidebarList}>
          {links.map((item) => (
            <li key={item.key}>
              <NavLink
                to={item.to}
                end
                onClick={() => setOpen(false)}
                className={({ isActive }) => (isActive ? `${styles.sidebarLink} ${styles.sidebarActive}` : styles.sidebarLink)}
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <NavLink to={hrefOfRole('home')} className={styles.sidebarBack}>
          {t('dashboardNav.backToSite')}
        </NavLink>
        {/* On a phone the top bar has room only for the brand and the menu: the account goes here. */}
        <div className={styles.sidebarAccount}>
          <LanguageSwitcher />
          <SignOutButton />
        </div>
      </nav>
      <main id="main" tabIndex={-1} className={styles.dashboardMain}>
        <Outlet />
      </main>
      <PanelSlot slot="assistant" />
    </div>
  );
}
