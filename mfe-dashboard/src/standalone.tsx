import { lazy, Suspense, useEffect } from 'react';
import { createBrowserRouter, RouterProvider, useLocation, useParams } from 'react-router-dom';
import { I18nextProvider, i18n, syncDocumentLanguage } from '@ilm/shared/i18n';
import { checkSession } from '@ilm/shared/stores';
import { Spinner } from '@ilm/shared/ui';
import '@ilm/shared/ui/tokens.css';
import './standalone.css';
import { standaloneRoutes } from './standalone-routes';

function routeElement(load: (typeof standaloneRoutes)[number]['load']) {
  const Page = lazy(load);
  function StandalonePage() {
    const params = useParams();
    const { pathname, search } = useLocation();
    // SPEC §4's get-user check on every navigation (sign in on the site: cookies are per host, not per port).
    useEffect(() => {
      void checkSession();
    }, [pathname, search]);
    return (
      <main style={{ maxInlineSize: '72rem', marginInline: 'auto', paddingBlock: '2rem', paddingInline: '1rem' }}>
        <Suspense fallback={<Spinner />}>
          <Page params={params} />
        </Suspense>
      </main>
    );
  }
  return <StandalonePage />;
}

const router = createBrowserRouter(
  standaloneRoutes.map((route) => ({ path: route.path, element: routeElement(route.load) })),
);

/** This remote run alone (`pnpm --filter @ilm/mfe-dashboard dev`): its pages at their site URLs, no shell around them. */
export function Standalone() {
  useEffect(() => syncDocumentLanguage(), []);
  return (
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>
  );
}
