import { useMemo } from 'react';
import { BrowserRouter, useRoutes } from '@ilm/shared/router';
import { I18nextProvider, i18n } from '@ilm/shared/i18n';
import { QueryProvider } from '@ilm/shared/query';
import { $sitePages } from '@ilm/shared/routes';
import { RemoteRuntimeContext, type RemoteRuntime } from '../remotes/page-loader';
import { buildRoutes } from './routes';

/** The site's routes, built once from the pages the remotes declare. */
export function SiteRoutes() {
  const routes = useMemo(() => buildRoutes($sitePages.get()), []);
  return useRoutes(routes);
}

/** The whole site: one router (the only one on the page) over the site's pages, the i18n instance, the page's QueryClient and the remote runtime. */
export function App({ runtime }: { runtime: RemoteRuntime }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryProvider>
        <RemoteRuntimeContext.Provider value={runtime}>
          <BrowserRouter>
            <SiteRoutes />
          </BrowserRouter>
        </RemoteRuntimeContext.Provider>
      </QueryProvider>
    </I18nextProvider>
  );
}
