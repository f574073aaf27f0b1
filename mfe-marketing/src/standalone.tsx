import { lazy, Suspense, useEffect } from 'react';
import { createBrowserRouter, RouterProvider, useParams } from 'react-router-dom';
import { loadRuntimeConfig } from '@ilm/shared/config';
import { I18nextProvider, i18n, syncDocumentLanguage } from '@ilm/shared/i18n';
import { checkSession, startCountryAndCurrencySync } from '@ilm/shared/stores';
import { Spinner } from '@ilm/shared/ui';
import '@ilm/shared/ui/tokens.css';
import { standaloneRoutes } from './standalone-routes';

// Alone, this remote does what the shell does for it: the session check, then the visitor's country and currency.
void loadRuntimeConfig().then(() => {
  void checkSession();
  startCountryAndCurrencySync();
});

function routeElement(load: (typeof standaloneRoutes)[number]['load']) {
  const Page = lazy(load);
  function StandalonePage() {
    const params = useParams();
    return (
      <Suspense fallback={<Spinner />}>
        <Page params={params} />
      </Suspense>
    );
  }
  return <StandalonePage />;
}

const router = createBrowserRouter(
  standaloneRoutes.map((route) => ({ path: route.path, element: routeElement(route.load) })),
);

/** This remote run alone (`pnpm --filter @ilm/mfe-marketing dev`): its pages at their site URLs, no shell around them. */
export function Standalone() {
  useEffect(() => syncDocumentLanguage(), []);
  return (
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>
  );
}
