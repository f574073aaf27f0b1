import { lazy, Suspense, useEffect } from 'react';
import { createBrowserRouter, RouterProvider, useParams } from 'react-router-dom';
import { loadRuntimeConfig } from '@ilm/shared/config';
import { I18nextProvider, i18n, syncDocumentLanguage } from '@ilm/shared/i18n';
import { checkSession, startCountryAndCurrencySync } from '@ilm/shared/stores';
import { Spinner } from '@ilm/shared/ui';
import '@ilm/shared/ui/tokens.css';
import { StandaloneAuthGuard, StandaloneHome } from './standalone-home';
import { standaloneRoutes } from './standalone-routes';
import styles from './standalone.module.css';

// Alone, this remote does what the shell does for it: the session check, then the visitor's country and currency.
void loadRuntimeConfig().then(() => {
  void checkSession();
  startCountryAndCurrencySync();
});

function routeElement({ load, layout }: (typeof standaloneRoutes)[number]) {
  const Page = lazy(load);
  function StandalonePage() {
    const params = useParams();
    const page = (
      <Suspense fallback={<Spinner />}>
        <Page params={params} />
      </Suspense>
    );
    if (layout === 'empty') return <main>{page}</main>;
    return (
      <StandaloneAuthGuard>
        <main className={styles.card}>{page}</main>
      </StandaloneAuthGuard>
    );
  }
  return <StandalonePage />;
}

const router = createBrowserRouter([
  ...standaloneRoutes.map((route) => ({ path: route.path, element: routeElement(route) })),
  { path: '*', element: <StandaloneHome /> },
]);

/** This remote run alone (`pnpm --filter @ilm/mfe-auth dev`): its pages at their site URLs against the API, no shell around them. */
export function Standalone() {
  useEffect(() => syncDocumentLanguage(), []);
  return (
    <I18nextProvider i18n={i18n}>
      <div className={styles.frame}>
        <RouterProvider router={router} />
      </div>
    </I18nextProvider>
  );
}
