import { Outlet } from '@ilm/shared/router';
import styles from './layouts.module.css';

/** Nothing around the page (used by /auth/sso: docs/rules/pages.md#site-map). */
export function EmptyLayout() {
  return (
    <main id="main" tabIndex={-1} className={styles.emptyMain} data-layout="empty">
      <Outlet />
    </main>
  );
}
