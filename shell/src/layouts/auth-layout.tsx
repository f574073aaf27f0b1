import { Link, Outlet } from '@ilm/shared/router';
import { HydrateInTurn, LanguageSwitcher } from '@ilm/shared/ui';
import { Brand } from './brand';
import styles from './layouts.module.css';
import { SkipLink } from './skip-link';
import { useNavSlot } from './use-nav-slot';

/** Sign-in and recovery pages: the brand above a centred card, the legal links below (its guard: docs/rules/session.md#guards). */
export function AuthLayout() {
  const legal = useNavSlot('footer.legal');
  return (
    <div className={styles.authPage} data-layout="auth">
      <SkipLink />
      <HydrateInTurn>
        <header className={styles.authHeader}>
          <Brand />
          <LanguageSwitcher />
        </header>
      </HydrateInTurn>
      <HydrateInTurn>
        <main id="main" tabIndex={-1} className={styles.authCard}>
          <Outlet />
        </main>
      </HydrateInTurn>
      <HydrateInTurn>
        <footer className={styles.authFooter}>
          {legal.map((link) => (
            <Link key={link.key} to={link.to}>
              {link.label}
            </Link>
          ))}
        </footer>
      </HydrateInTurn>
    </div>
  );
}
