import { Outlet } from '@ilm/shared/router';
import styles from './layouts.module.css';
import { PanelSlot } from '../panels/panel-slot';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

/** The public site: header with navigation and the language and currency slots, then the page, the panel slot, then the footer. */
export function DefaultLayout() {
  return (
    <div className={styles.page} data-layout="default">
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <PanelSlot slot="assistant" />
      <SiteFooter />
    </div>
  );
}
