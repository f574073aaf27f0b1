import { useState, type ReactNode } from 'react';
import { NavLink } from '@ilm/shared/router';
import { useTranslation } from '@ilm/shared/i18n';
import { CurrencyIndicator } from '../session/currency-indicator';
import { AccountLinks } from './account-links';
import { Brand } from './brand';
import { HydrateInTurn, LanguageSwitcher } from '@ilm/shared/ui';
import styles from './site-header.module.css';
import { useNavSlot } from './use-nav-slot';

/**
 * The default layout's header: a strip with the language and currency slots, then brand, main
 * navigation and the account slot. Each of the two is hydrated in a task of its own (HydrateInTurn).
 */
export function SiteHeader({ extra }: { extra?: ReactNode }) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const links = useNavSlot('header');
  return (
    <header className={styles.header}>
      <HydrateInTurn>
        <div className={styles.utility}>
          <div className={styles.utilityInner}>
            <LanguageSwitcher />
            <CurrencyIndicator />
          </div>
        </div>
      </HydrateInTurn>
      <HydrateInTurn>
        <div className={styles.bar}>
          <Brand />
          <button type="button" className={styles.menuButton} aria-expanded={open} aria-controls="site-nav" onClick={() => setOpen((value) => !value)}>
            {t('nav.menu')}
          </button>
          <nav id="site-nav" aria-label={t('nav.main')} className={`${styles.nav} ${open ? styles.open : ''}`}>
            <ul className={styles.links}>
              {links.map((item) => (
                <li key={item.key}>
                  <NavLink
                    to={item.to}
                    className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
                    onClick={() => setOpen(false)}
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
            <div className={styles.slots}>
              <AccountLinks />
              {extra}
            </div>
          </nav>
        </div>
      </HydrateInTurn>
    </header>
  );
}
