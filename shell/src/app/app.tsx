import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { I18nextProvider, i18n } from '@ilm/shared/i18n';
import { QueryProvider } from '@ilm/shared/query';
import { $sitePages } from '@ilm/shared/routes';
import { RemoteRuntimeContext, type RemoteRuntime } from '../remotes/page-loader';
import { buildRoutes } from './routes';

/** The whole site: one router (the only one on the page) over the site's pages, the i18n instance, the page's QueryClient and the remote runtime. */
export function App({ runtime }: { runtime: RemoteRuntime }) {
  const router = useMemo(() => createBrowserRouter(buildRoutes($sitePages.get())), []);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryProvider>
        <RemoteRuntimeContext.Provider value={runtime}>
          <RouterProvider router={router} />
        </RemoteRuntimeContext.Provider>
      </QueryProvider>
    </I18nextProvider>
  );
}
