import { useEffect, useMemo, type ReactNode } from 'react';
import { SERVER_PAGE_ELEMENT_ID } from '@ilm/contract';
import { BrowserRouter, StaticRouter, useLocation, useRoutes } from '@ilm/shared/router';
import { I18nextProvider, i18n } from '@ilm/shared/i18n';
import { QueryProvider } from '@ilm/shared/query';
import { partsHydrated } from '@ilm/shared/ui';
import { $sitePages } from '@ilm/shared/routes';
import { RemoteRuntimeContext, type RemoteRuntime } from '../remotes/page-loader';
import { enableServerControls } from '../remotes/server-page';
import { buildRoutes, routesFor } from './routes';

/** The site's routes, built once from the pages the remotes declare; ranked among those that share the URL's first segment. */
export function SiteRoutes() {
  const routes = useMemo(() => buildRoutes($sitePages.get()), []);
  const { pathname } = useLocation();
  const segment = pathname.split('/')[1] ?? '';
  const candidates = useMemo(() => routesFor(routes, `/${segment}`), [routes, segment]);
  return useRoutes(candidates);
}

/**
 * Enables the layout's controls the server drew disabled (the language and country pickers), once
 * the layout is hydrated, its parts hydrated in turn included; the page's own wait for the page (server-page.tsx), which hydrates later.
 */
function useLayoutControlsAlive(): void {
  useEffect(() => {
    void partsHydrated().then(() => enableServerControls(document, `#${SERVER_PAGE_ELEMENT_ID}`));
  }, []);
}

/**
 * The whole site: one router (the only one on the page) over the site's pages, the i18n instance,
 * the page's QueryClient and the remote runtime. The shell server draws the same tree at `location`
 * (render-layout.tsx), so the browser hydrates what it drew (docs/decisions/0007-first-visit-performance.md).
 */
export function App({ runtime, location }: { runtime: RemoteRuntime; location?: string }) {
  useLayoutControlsAlive();
  const routes: ReactNode = <SiteRoutes />;
  return (
    <I18nextProvider i18n={i18n}>
      <QueryProvider>
        <RemoteRuntimeContext.Provider value={runtime}>
          {location === undefined ? <BrowserRouter>{routes}</BrowserRouter> : <StaticRouter location={location}>{routes}</StaticRouter>}
        </RemoteRuntimeContext.Provider>
      </QueryProvider>
    </I18nextProvider>
  );
}
