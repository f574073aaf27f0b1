import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { NavLink, Outlet } from 'react-router-dom';
import { useTranslation } from '@ilm/shared/i18n';
import { paths } from '@ilm/shared/routes';
import { $auth } from '@ilm/shared/stores';
import { DashboardGuard } from '../session/guards';
import { Brand } from './brand';
import { LanguageSwitcher } from './language-switcher';
import styles from './layouts.module.css';
import { SignOutButton } from './sign-out-button';
import { SkipLink } from './skip-link';

const SIDEBAR_ITEMS = [
  { to: paths.dashboard.home, key: 'home', end: true },
  { to: paths.dashboard.instances, key: 'instances', end: false },
  { to: paths.instanceDashboard, key: 'running', end: false },
  { to: paths.tokens, key: 'tokens', end: false },
  { to: paths.learningPaths, key: 'browse', end: false },
  { to: paths.pricing, key: 'pricing', end: false },
] as const;

/** The learner area: a sidebar of its sections beside the page. Visitors are sent to sign in (SPEC §4). */
export function DashboardLayout() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const { user } = useStore($auth);
  return (
    <DashboardGuard>
      <div className={styles.dashboardPage} data-layout="dashboard">
        <SkipLink />
        <header className={styles.dashboardTop}>
          <Brand />
          <button
            type="button"
            className={styles.sidebarToggle}
            aria-expanded={open}
            aria-controls="dashboard-nav"
            onClick={() => setOpen((value) => !value)}
          >
            {t('nav.menu')}
          </button>
          <div className={styles.dashboardAccount}>
            {user && <span className={styles.dashboardUser}>{t('nav.signedInAs', { name: user.first_name || user.email })}</span>}
            <LanguageSwitcher />
            <SignOutButton />
          </div>
        </header>
        <nav
          id="dashboard-nav"
          aria-label={t('dashboardNav.label')}
          className={`${styles.sidebar} ${open ? styles.sidebarOpen : ''}`}
        >
          <ul className={styles.sidebarList}>
            {SIDEBAR_ITEMS.map((item) => (
              <li key={item.key}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  onClick={() => setOpen(false)}
                  className={({ isActive }) => (isActive ? `${styles.sidebarLink} ${styles.sidebarActive}` : styles.sidebarLink)}
                >
                  {t(`dashboardNav.${item.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
          <NavLink to={paths.home} className={styles.sidebarBack}>
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
      </div>
    </DashboardGuard>
  );
}
