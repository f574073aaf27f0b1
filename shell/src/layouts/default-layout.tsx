import { Outlet } from '@ilm/shared/router';
import { HydrateInTurn } from '@ilm/shared/ui';
import styles from './layouts.module.css';
import { PanelSlot } from '../panels/panel-slot';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

/**
 * The public site: header with navigation and the language and currency slots, then the page, the
 * panel slot, then the footer. The header and the footer are hydrated each in a task of their own.
 */
export function DefaultLayout() {
  return (
    <div className={styles.page} data-layout="default">
      <SkipLink />
      <HydrateInTurn>
        <SiteHeader />
      </HydrateInTurn>
      <HydrateInTurn>
        <main id="main" tabIndex={-1} className={styles.main}>
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
