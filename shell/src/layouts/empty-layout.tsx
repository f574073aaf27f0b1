import { Outlet } from '@ilm/shared/router';
import styles from './layouts.module.css';

/** Nothing around the page (SPEC §2: used by /auth/sso). */
export function EmptyLayout() {
  return (
    <main id="main" tabIndex={-1} className={styles.emptyMain} data-layout="empty">
      <Outlet />
    </main>
  );
}
